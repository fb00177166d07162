import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// A changed `*` row changes the cell of every state it applies in. Cells alike but for
/// their state are searched for inputs once, not once each: in a 100-state machine the
/// searches of a four-comparison guard took over six minutes when repeated per cell.
@Suite struct DiffSharedRowTests {
    /// `s0` … `s{count - 1}` and `done`, a chain of `next` rows, and a `*` row whose guard
    /// makes four comparisons.
    static func chain(of count: Int) -> String {
        let states = (0..<count).map { "state s\($0)\n" }.joined()
        let rows = (0..<(count - 1)).map { "s\($0) on next -> s\($0 + 1)\n" }.joined()
        return "machine Chain\ncontext {\n    c0: Int\n    c1: Int\n    c2: Int\n    c3: Int\n}\ninitial s0\n" + states
            + "state done\nevent go(x0: Int, x1: Int, x2: Int, x3: Int)\nevent next\n" + rows
            + "* on go(x0, x1, x2, x3) [x0 < c0 && x1 < c1 && x2 < c2 && x3 < c3] -> done\n"
    }

    static func machines(_ old: String, _ new: String) throws -> MachinePair {
        let oldMachine = try #require(Pipeline.check(SourceFile(path: "old.sm", text: old), indexingSymbols: false).machine)
        let newMachine = try #require(Pipeline.check(SourceFile(path: "new.sm", text: new), indexingSymbols: false).machine)
        return MachinePair(old: oldMachine, new: newMachine)
    }

    @Test func theCellsOfAStarRowAreSearchedOncePerShape() throws {
        let old = Self.chain(of: 20)
        let pair = try Self.machines(old, try DiffSupport.edited(old, [("x0 < c0", "x0 <= c0")]))
        let go = try #require(pair.new.events.firstIndex { $0.name == "go" })
        var inputs = CellInputs(pair)
        let first = inputs.inputs(state: 0, event: go, oldState: 0, oldEvent: go)
        #expect(!first.isEmpty)
        for state in 1..<20 {
            let moved = first.map { Input(state: RuntimeCase(state, $0.state.values), event: $0.event, context: $0.context) }
            #expect(inputs.inputs(state: state, event: go, oldState: state, oldEvent: go) == moved)
        }
        #expect(inputs.searches == 1)
        // `done` is the row's target as well as its source: a shape of its own.
        _ = inputs.inputs(state: 20, event: go, oldState: 20, oldEvent: go)
        #expect(inputs.searches == 2)
        #expect(inputs.complete)
    }

    @Test func aStarRowChangedIsReportedInEveryStateAndTheDiffIsComplete() throws {
        let old = Self.chain(of: 3)
        let diff = try DiffSupport.diff(old, try DiffSupport.edited(old, [("x0 < c0", "x0 <= c0")]))
        #expect(diff.isComplete)
        let cells = diff.behaviourChanges.compactMap { change -> String? in
            guard case .cell(let cell) = change else { return nil }
            return "\(cell.state) × \(cell.event)"
        }
        #expect(cells == ["s0 × go", "s1 × go", "s2 × go", "done × go"])
    }
}
