import StateMachineCompiler
import Testing

/// Two regions' declarations swapped: an event that fires in both performs the same effects in
/// another order (exits in reverse declaration order, then the rows' own effects, in
/// declaration order), a behaviour change of that event beside the API change of `State`'s
/// initializer. Expected reports are written by hand.
@Suite struct DiffRegionOrderTests {
    static let screen = """
        machine Screen
        initial a, x
        state a
        state b
        state x
        state y
        region ra = a, b
        region rb = x, y
        event go
        event tap
        effect xa
        effect xb
        effect ea
        effect eb
        exit a / xa
        exit x / xb
        a on go -> b / ea
        x on go -> y / eb
        a on tap -> b / ea

        """

    static let swapped = screen.replacingOccurrences(
        of: "region ra = a, b\nregion rb = x, y", with: "region rb = x, y\nregion ra = a, b")

    @Test func anEventFiringInBothRegionsReportsItsEffectsInTheNewOrder() throws {
        let diff = try DiffSupport.diff(Self.screen, Self.swapped)
        #expect(
            diff.behaviourChanges == [
                .effectOrder(
                    EffectOrderChange(
                        event: "go", regions: ["rb", "ra"], before: "xb, xa, ea, eb", after: "xa, xb, eb, ea",
                        witness: "go while rb is x and ra is a"))
            ])
        #expect(diff.differs)
        #expect(
            DiffMarkdown.render(diff, title: "new.sm").contains(
                "### Behaviour changes\n\n- `go`: the effects of regions `rb`, `ra` come in their new declaration order: "
                    + "`xb, xa, ea, eb` became `xa, xb, eb, ea` (for `go while rb is x and ra is a`)\n"))
    }

    /// Neither region fires `go` in its initial state: each is run in the state that does.
    @Test func anEventIsRunWhereEveryRegionFiresIt() throws {
        let old = """
            machine M
            initial a, x
            state a
            state b
            state x
            state y
            region ra = a, b
            region rb = x, y
            event go
            event next
            effect ea
            effect eb
            a on next -> b
            x on next -> y
            b on go -> a / ea
            y on go -> x / eb

            """
        let new = try DiffSupport.edited(old, [("region ra = a, b\nregion rb = x, y", "region rb = x, y\nregion ra = a, b")])
        #expect(
            try DiffSupport.diff(old, new).behaviourChanges == [
                .effectOrder(
                    EffectOrderChange(
                        event: "go", regions: ["rb", "ra"], before: "ea, eb", after: "eb, ea", witness: "go while rb is y and ra is b"))
            ])
    }

    /// Starting performs each region's entry effects, regions in declaration order.
    @Test func theStartsEntryEffectsInTheNewOrderAreAChangeOfTheStart() throws {
        let old = """
            machine M
            initial a, x
            state a
            state b
            state x
            state y
            region ra = a, b
            region rb = x, y
            event go
            effect na
            effect nx
            entry a / na
            entry x / nx
            a on go -> b
            x on go -> y

            """
        let new = try DiffSupport.edited(old, [("region ra = a, b\nregion rb = x, y", "region rb = x, y\nregion ra = a, b")])
        let diff = try DiffSupport.diff(old, new)
        #expect(
            diff.behaviourChanges == [
                .effectOrder(
                    EffectOrderChange(
                        event: nil, regions: ["rb", "ra"], before: "na, nx", after: "nx, na", witness: "start while rb is x and ra is a"))
            ])
        #expect(
            DiffMarkdown.render(diff, title: "new.sm").contains(
                "- starting: the effects of regions `rb`, `ra` come in their new declaration order: `na, nx` became `nx, na` "
                    + "(for `start while rb is x and ra is a`)\n"))
    }

    @Test func theJSONListsTheRegionsAndBothOrders() throws {
        let json = DiffJSON.render(try DiffSupport.diff(Self.screen, Self.swapped), title: "new.sm")
        #expect(
            json.contains(
                "{\"kind\": \"effectOrder\", \"event\": \"go\", \"before\": \"xb, xa, ea, eb\", \"after\": \"xa, xb, eb, ea\", "
                    + "\"witness\": \"go while rb is x and ra is a\", \"regions\": [\"rb\", \"ra\"]}"))
    }

    /// `tap` fires in one region only, so its effects keep their order: no change for it.
    @Test func regionsInTheSameOrderOrAnEventOfOneRegionAreNoChange() throws {
        let reordered = Self.screen.replacingOccurrences(of: "state b\nstate x", with: "state x\nstate b")
        #expect(try DiffSupport.diff(Self.screen, reordered).behaviourChanges.isEmpty)
        let diff = try DiffSupport.diff(Self.screen, Self.swapped)
        #expect(!DiffMarkdown.render(diff, title: "new.sm").contains("`tap`"))
    }
}
