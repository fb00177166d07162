import StateMachineCompiler
import StateMachineFormatter
import Testing

@Suite struct FormatterLayoutTests {
    private func format(_ text: String) -> SpecFormatter.Outcome {
        SpecFormatter.format(Pipeline.parse(SourceFile(path: "test.sm", text: text)))
    }

    /// A hundred thousand payload fields spread over as many lines become one line. When laying
    /// out a list was quadratic, a fifth of this size took 48 s and this size would take some
    /// 20 minutes: the limit stops that run. The linear layout needs seconds alone, but a full
    /// parallel `swift test` on 2 cores once starved it for 3 minutes, so the guard sits far above.
    @Test(.timeLimit(.minutes(10))) func aHundredThousandFieldsAreLaidOutOnOneLine() {
        let fields = (0..<100_000).map { "f\($0): Int" }
        let messy =
            "machine M\ninitial a\nstate a\nstate b(\n    " + fields.joined(separator: " ,\n    ") + "\n) final\nevent e\na on e ignore\n"
        let canonical = "machine M\ninitial a\nstate a\nstate b(" + fields.joined(separator: ", ") + ") final\nevent e\na on e ignore\n"
        guard case .formatted(let text) = format(messy) else {
            Issue.record("the spec did not format")
            return
        }
        #expect(text == canonical)
    }

    @Test func laysOutDeclarationsContextAndRowsKeepingComments() {
        let messy = """


            // header
            machine   M // the machine
            context { a: Int, b: [String:Int]? // b
              // own
              c: Set<Int>,

              d: Bool }
            initial s( 1 )
            state s(x:Int)
            state t final // fin
            event e( y : Int )
            event f
            effect g(
              // inner
              z: Int)
            s(x) on e(y) [ !d && (x == y || a != -3) ] -> t / g(x), g(1)
            // mid
            s on f ignore



            t on f ignore // end
            """
        let canonical = """
            // header
            machine M // the machine
            context {
                a: Int
                b: [String: Int]? // b
                // own
                c: Set<Int>

                d: Bool
            }
            initial s(1)
            state s(x: Int)
            state t final // fin
            event e(y: Int)
            event f
            // inner
            effect g(z: Int)
            s(x) on e(y) [!d && (x == y || a != -3)] -> t / g(x), g(1)
            // mid
            s    on f                                 ignore

            t on f ignore // end

            """
        #expect(format(messy) == .formatted(canonical))
        #expect(format(canonical) == .formatted(canonical))
    }

    @Test func alignsTheRowsOfEachBlockSeparately() {
        let spec = "machine M\ninitial a\nstate a\nstate longer\nevent e\nevent e2\na on e -> a\nlonger on e2 -> a\n\na on e2 ignore\n"
        let expected =
            "machine M\ninitial a\nstate a\nstate longer\nevent e\nevent e2\na      on e  -> a\nlonger on e2 -> a\n\na on e2 ignore\n"
        #expect(format(spec) == .formatted(expected))
    }

    @Test func laysOutGroupsEntryExitAndSourceListsOnOneLineEach() {
        let messy = """
            machine M
            initial a
            state a(n: Int)
            state b
            state c final
            group inner = a,b
            group  outer =  inner ,
              b // members
            event e
            effect f(n: Int)
            entry a( n ) [ n != 0 ] / f( n ) , f(1)
            exit   outer/f(2)
            a,  b on e -> c
            b,
              a on e  ignore
            outer on e -> a(1)
            """
        let canonical = """
            machine M
            initial a
            state a(n: Int)
            state b
            state c final
            group inner = a, b
            group outer = inner, b // members
            event e
            effect f(n: Int)
            entry a(n) [n != 0] / f(n), f(1)
            exit outer / f(2)
            a, b  on e -> c
            b, a  on e ignore
            outer on e -> a(1)

            """
        #expect(format(messy) == .formatted(canonical))
        #expect(format(canonical) == .formatted(canonical))
    }

    @Test func keepsSensitiveAndSpacesOrderingAndArithmetic() {
        let messy =
            "machine M\ncontext {\n  token: String   sensitive, n: Int\n}\ninitial a\nstate a(s: String sensitive)\nevent e(v: Int)\na(s) on e(v) [v >= n+1 && v<n-1] -> a(s)\n"
        let canonical =
            "machine M\ncontext {\n    token: String sensitive\n    n: Int\n}\ninitial a\nstate a(s: String sensitive)\nevent e(v: Int)\na(s) on e(v) [v >= n + 1 && v < n - 1] -> a(s)\n"
        #expect(format(messy) == .formatted(canonical))
        #expect(format(canonical) == .formatted(canonical))
    }

    @Test func refusesASpecWithSyntaxErrors() {
        guard case .refused(let diagnostics) = format("machine M\nstate a(\n") else {
            Issue.record("a spec with a syntax error was formatted")
            return
        }
        #expect(diagnostics.map(\.id) == [.expectedToken])
    }

    @Test func formatsASpecWithCheckerErrors() {
        #expect(format("machine  M\nstate a\nb on e  ->  c\n") == .formatted("machine M\nstate a\nb on e -> c\n"))
    }

    @Test func keepsCarriageReturnsOutOfTheResult() {
        #expect(format("machine M\r\nstate a // x\r\n") == .formatted("machine M\nstate a // x\n"))
    }
}
