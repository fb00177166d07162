import Testing

/// The W3C SCXML 1.0 Implementation Report Plan's tests that the language expresses, each
/// written by us from the suite's description as a spec of this folder (`w3cNNN.sm`). Each
/// runs the generated machine in a `MachineStore` on a `TestClock` and passes when it ends in
/// `pass`, as the suite's tests do. The catalog's "W3C SCXML conformance" article lists every
/// candidate test with its status.
@Suite @MainActor struct W3CConformanceTests {
    @Test func w3c144() {
        let run = W3CRunner<W3C144>(from: .initial) { effect in
            switch effect {
            case .foo: .raise(.foo)
            case .bar: .raise(.bar)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c158() {
        let run = W3CRunner<W3C158>(from: .initial) { effect in
            switch effect {
            case .event1: .raise(.event1)
            case .event2: .raise(.event2)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c185() async {
        let run = W3CRunner<W3C185>(from: .initial) { effect in
            switch effect {
            case .event1: .send(.event1)
            case .event2: .send(.event2)
            }
        }
        await run.clock.advance(by: .seconds(1))
        #expect(run.state.chart == .pass)
    }

    @Test func w3c310() {
        let run = W3CRunner<W3C310>(from: .initial)
        #expect(run.state.p0 == .pass)
    }

    @Test func w3c375() {
        let run = W3CRunner<W3C375>(from: .initial) { effect in
            switch effect {
            case .event1: .raise(.event1)
            case .event2: .raise(.event2)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c377() {
        let run = W3CRunner<W3C377>(from: .initial) { effect in
            switch effect {
            case .event1: .raise(.event1)
            case .event2: .raise(.event2)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c403a() {
        let run = W3CRunner<W3C403a>(from: .initial, context: W3C403a.Context(holds: false)) { effect in
            switch effect {
            case .event1: .raise(.event1)
            case .event2: .raise(.event2)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c413() {
        let run = W3CRunner<W3C413>(from: .initial)
        #expect(run.state.s2p11 == .pass)
    }

    @Test func w3c416() {
        let run = W3CRunner<W3C416>(from: .initial)
        #expect(run.state == .pass)
    }

    @Test func w3c419() {
        let run = W3CRunner<W3C419>(from: .initial) { effect in
            switch effect {
            case .internalEvent: .raise(.internalEvent)
            case .externalEvent: .send(.externalEvent)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c421() {
        let run = W3CRunner<W3C421>(from: .initial) { effect in
            switch effect {
            case .externalEvent: .send(.externalEvent)
            case .internalEvent1: .raise(.internalEvent1)
            case .internalEvent2: .raise(.internalEvent2)
            case .internalEvent3: .raise(.internalEvent3)
            case .internalEvent4: .raise(.internalEvent4)
            }
        }
        #expect(run.state == .pass)
    }

    @Test func w3c423() async {
        let run = W3CRunner<W3C423>(from: .initial) { effect in
            switch effect {
            case .externalEvent1: .send(.externalEvent1)
            case .externalEvent2: .send(.externalEvent2)
            case .internalEvent: .raise(.internalEvent)
            }
        }
        await run.clock.advance(by: .seconds(1))
        #expect(run.state.chart == .pass)
    }

    @Test func w3c576() {
        let run = W3CRunner<W3C576>(from: .initial) { effect in
            switch effect {
            case .In_s11p112: .raise(.In_s11p112)
            }
        }
        #expect(run.state.s11p12 == .pass)
    }
}
