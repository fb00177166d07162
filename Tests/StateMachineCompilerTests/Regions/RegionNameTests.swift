import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A region's enum is nested in `State` and named after it capitalised: a name that would hide
/// a type generated code names there is refused at the region's name, rename refuses it too,
/// and region declarations are worded as regions, not as groups.
@Suite struct RegionNameTests {
    static func spec(regions: String, fields: String = "") -> String {
        """
        machine Screen
        initial a, x
        state a\(fields)
        state b
        state x
        state y
        \(regions)
        event go
        a on go -> b
        x on go -> y

        """
    }

    private func summaries(_ text: String) -> [String] {
        let result = Pipeline.check(SourceFile(path: "screen.sm", text: text))
        return result.diagnostics.filter { $0.severity == .error }.map {
            "\(result.file.location(of: $0.range.start)): \($0.id.rawValue): \($0.message)"
        }
    }

    @Test(arguments: ["string", "uUID", "date", "int", "bool", "equatable", "sendable", "self", "codable", "String", "State"])
    func aRegionNamedLikeATypeGeneratedCodeNamesIsAnErrorAtItsName(_ name: String) {
        let type = name.prefix(1).uppercased() + name.dropFirst()
        #expect(
            summaries(Self.spec(regions: "region \(name) = a, b\nregion other = x, y")) == [
                "7:8: region-name-taken: region '\(name)' generates the enum 'State.\(type)', which would hide the type '\(type)' "
                    + "that generated code inside 'State' refers to; choose another region name"
            ])
    }

    @Test func aRegionNamedLikeAFieldsTypeIsAnErrorWithANote() {
        let result = Pipeline.check(
            SourceFile(
                path: "screen.sm", text: Self.spec(regions: "region article = a, b\nregion other = x, y", fields: "(item: Article)")))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.regionNameTaken])
        #expect(errors.map { $0.notes.map(\.message) } == [["'Article' used as a type here"]])
    }

    @Test func twoRegionsWhoseEnumsAreOneAreWordedAsRegions() {
        #expect(
            summaries(Self.spec(regions: "region ra = a, b\nregion Ra = x, y")) == [
                "8:8: duplicate-declaration: region 'Ra' generates the enum 'State.Ra', as region 'ra' does"
            ])
    }

    @Test func aRegionDeclaredTwiceAndAnEmptyRegionAreWordedAsRegions() {
        #expect(
            summaries(Self.spec(regions: "region ra = a, b\nregion rb = x, y\nregion ra = x")).first
                == "9:8: duplicate-declaration: invalid redeclaration of region 'ra'")
        let empty = summaries("machine M\ninitial a\nstate a\nregion rc =\n")
        #expect(empty.first?.hasSuffix("region 'rc' has no members: list its states and groups after '=', separated by commas") == true)
    }

    @Test func aStateListedInAGroupAndAgainInARegionIsOneError() {
        #expect(
            summaries(Self.spec(regions: "group g = a, b\nregion ra = a, b\nregion rb = x, y")) == [
                "8:13: member-in-two-regions: 'a' is in group 'g' and listed again in region 'ra'; a state belongs to one region, "
                    + "so list the group in the region instead ('region ra = g, ...')"
            ])
    }

    @Test func swappingTwoRegionsDeclarationsChangesStatesInitializer() throws {
        let old = Pipeline.check(SourceFile(path: "screen.sm", text: Self.spec(regions: "region ra = a, b\nregion rb = x, y")))
        let new = Pipeline.check(SourceFile(path: "screen.sm", text: Self.spec(regions: "region rb = x, y\nregion ra = a, b")))
        let diff = try #require(MachineDiff.compare(old: old, new: new))
        #expect(diff.apiChanges.map(\.declaration) == ["struct Screen.State(rb: Rb, ra: Ra)"])
        #expect(diff.differs)
    }

    @Test func anAliasOfTheSpecsOwnTypeStepsAsideFromARegionsEnum() throws {
        let text = Self.spec(regions: "region specArticle = a, b\nregion other = x, y", fields: "(item: Article)")
        let machine = try #require(Pipeline.check(SourceFile(path: "screen.sm", text: text)).machine)
        let swift = SwiftMachineEmitter.emit(machine).contents
        #expect(swift.contains("typealias SpecArticle2 = Article"))
    }

    @Test func renameRefusesARegionNameThatWouldHideAType() throws {
        let text = Self.spec(regions: "region content = a, b\nregion other = x, y")
        let result = Pipeline.check(SourceFile(path: "screen.sm", text: text))
        let offset = try #require(text.utf8.firstRange(of: "content".utf8)).lowerBound
        let start = text.utf8.distance(from: text.utf8.startIndex, to: offset)
        #expect(throws: RenameRefusal.self) { try result.namespaces.rename(at: start, to: "string", in: result.symbols) }
        #expect(throws: RenameRefusal.self) { try result.namespaces.rename(at: start, to: "Other", in: result.symbols) }
        #expect((try? result.namespaces.rename(at: start, to: "body", in: result.symbols))?.count == 1)
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() {
        let text = "machine M\ninitial a\nstate a\nstate b\nevent go\na on go -> b\nb on go -> a\n"
        let result = Pipeline.check(SourceFile(path: "bom.sm", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.machine != nil)
    }
}
