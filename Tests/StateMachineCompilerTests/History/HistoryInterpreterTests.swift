import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The reference semantics of history: a `->` move that leaves a group remembers the state it
/// left it from; a row to the group's history enters what that restores, with the exits, effects
/// and entries of a move into that state, or the default while the group was never left.
@Suite struct HistoryInterpreterTests {
    static let spec = """
        machine Wizard
        initial shipping
        state shipping
        state payment(total: Int)
        state card
        state wallet
        state signIn
        event next
        event pay(total: Int)
        event interrupt
        event close
        event resume
        effect enterCheckout
        effect leaveCheckout
        effect restored
        group checkout = shipping, payment, method
        group method = card, wallet
        history checkout -> shipping
        deep history checkout -> wallet
        entry checkout / enterCheckout
        exit checkout / leaveCheckout
        shipping on pay(t) -> payment(t)
        payment on next -> card
        card on next -> wallet
        checkout on interrupt -> signIn
        signIn on close -> checkout history / restored
        signIn on resume -> checkout deep history

        """

    // States, events and effects by declaration order.
    let shipping = RuntimeCase(0)
    let card = RuntimeCase(2)
    let wallet = RuntimeCase(3)
    let signIn = RuntimeCase(4)
    let next = RuntimeCase(0)
    let interrupt = RuntimeCase(2)
    let close = RuntimeCase(3)
    let resume = RuntimeCase(4)
    let checkout = 0

    func payment(_ total: IntegerValue) -> RuntimeCase { RuntimeCase(1, [.integer(total)]) }

    private func interpreter(_ text: String = Self.spec) throws -> Interpreter {
        Interpreter(try #require(Pipeline.check(SourceFile(path: "wizard.sm", text: text)).machine))
    }

    @Test func aNeverLeftGroupsHistoryEntersItsDefault() throws {
        let interpreter = try interpreter()
        let shallow = try interpreter.step(from: signIn, on: close)
        #expect(shallow.state == shipping)
        #expect(shallow.outcome == .transitioned(effects: [RuntimeCase(2), RuntimeCase(0)]))
        let deep = try interpreter.step(from: signIn, on: resume)
        #expect(deep.state == wallet)
    }

    @Test func leavingTheGroupRemembersTheExactStateLeft() throws {
        let interpreter = try interpreter()
        let left = try interpreter.step(from: payment(12), on: interrupt)
        #expect(left.state == signIn)
        #expect(left.remembered == RememberedStates([checkout: payment(12)]))
        #expect(left.outcome == .transitioned(effects: [RuntimeCase(1)]))
    }

    @Test func aMoveInsideTheGroupOrAnIgnoredEventRemembersNothing() throws {
        let interpreter = try interpreter()
        let inside = try interpreter.step(from: card, remembering: RememberedStates([checkout: shipping]), on: next)
        #expect(inside.state == wallet)
        #expect(inside.remembered == RememberedStates([checkout: shipping]))
    }

    @Test func shallowHistoryRestoresAMemberStateWithItsPayload() throws {
        let interpreter = try interpreter()
        let back = try interpreter.step(from: signIn, remembering: RememberedStates([checkout: payment(12)]), on: close)
        #expect(back.state == payment(12))
        // The row's own effect, then the group's entry: a move into `payment` from outside.
        #expect(back.outcome == .transitioned(effects: [RuntimeCase(2), RuntimeCase(0)]))
    }

    @Test func shallowHistoryRestoresANestedGroupAtItsFirstState() throws {
        let interpreter = try interpreter()
        let back = try interpreter.step(from: signIn, remembering: RememberedStates([checkout: wallet]), on: close)
        #expect(back.state == card)
    }

    @Test func deepHistoryRestoresTheExactState() throws {
        let interpreter = try interpreter()
        #expect(try interpreter.step(from: signIn, remembering: RememberedStates([checkout: wallet]), on: resume).state == wallet)
        #expect(try interpreter.step(from: signIn, remembering: RememberedStates([checkout: payment(7)]), on: resume).state == payment(7))
    }

    @Test func aWalkThroughTheGroupAndBack() throws {
        let interpreter = try interpreter()
        var state = shipping
        var remembered = RememberedStates()
        for event in [RuntimeCase(1, [.integer(30)]), next, next, interrupt, resume] {
            let step = try interpreter.step(from: state, remembering: remembered, on: event)
            (state, remembered) = (step.state, step.remembered)
        }
        #expect(state == wallet)
        let shallow = try interpreter.step(from: state, remembering: remembered, on: interrupt)
        #expect(try interpreter.step(from: shallow.state, remembering: shallow.remembered, on: close).state == card)
    }

    @Test func anAlwaysRowToAHistoryRestoresToo() throws {
        let text = """
            machine M
            initial a
            state a
            state b
            state away
            state back
            event go
            event leave
            group g = a, b
            history g -> a
            a on go -> b
            g on leave -> away
            away on go -> back
            back always -> g history

            """
        let interpreter = try interpreter(text)
        let left = try interpreter.step(from: RuntimeCase(1), on: RuntimeCase(1))
        let back = try interpreter.step(from: left.state, remembering: left.remembered, on: RuntimeCase(0))
        #expect(back.state == RuntimeCase(1))
        #expect(back.remembered == RememberedStates([0: RuntimeCase(1)]))
    }
}

/// In a machine with regions a group inside one region remembers as in a machine without: the
/// other region's moves leave nothing of it.
@Suite struct HistoryRegionTests {
    @Test func aGroupInARegionRemembersItsOwnRegionsState() throws {
        let text = """
            machine M
            initial a, idle
            state a
            state b
            state paused
            state idle
            state busy
            event next
            event pause
            event resume
            event work
            group playing = a, b
            region player = playing, paused
            region worker = idle, busy
            deep history playing -> a
            a on next -> b
            playing on pause -> paused
            paused on resume -> playing deep history
            idle on work -> busy

            """
        let interpreter = Interpreter(try #require(Pipeline.check(SourceFile(path: "m.sm", text: text)).machine))
        let (a, b, paused, idle, busy) = (RuntimeCase(0), RuntimeCase(1), RuntimeCase(2), RuntimeCase(3), RuntimeCase(4))
        let moved = try interpreter.step(from: [a, idle], on: RuntimeCase(0))
        let left = try interpreter.step(from: moved.states, remembering: moved.remembered, on: RuntimeCase(1))
        #expect(left.states == [paused, idle])
        let worked = try interpreter.step(from: left.states, remembering: left.remembered, on: RuntimeCase(3))
        #expect(worked.remembered == RememberedStates([0: b]))
        let back = try interpreter.step(from: worked.states, remembering: worked.remembered, on: RuntimeCase(2))
        #expect(back.states == [b, busy])
    }
}
