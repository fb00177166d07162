import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Each place in the grammar names what it expects in its own words: one broken line per
/// phrase, after a spec that is otherwise whole, so the parser's error is the only one.
@Suite struct ExpectedTokenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let message: String
        var testDescription: String { line }

        init(_ line: String, _ message: String) {
            self.line = line
            self.message = message
        }
    }

    static let spec = "machine M\ninitial a\nstate a\nevent e\neffect f\n"

    static let declarations: [Case] = [
        Case("machine 1️⃣42", "expected machine name, found '42'"),
        Case("initial 1️⃣42", "expected initial state name, found '42'"),
        Case("initial a(1 1️⃣2)", "expected ',' or ')' in literal list, found '2'"),
        Case("initial a(1️⃣b)", "expected literal, found 'b'"),
        Case("context 1️⃣x", "expected '{' after 'context', found 'x'"),
        Case("context {\n  1️⃣42: Int\n}", "expected context field name, found '42'"),
        Case("context {\n  n 1️⃣Int\n}", "expected ':' and a type after 'n', found 'Int'"),
        Case("state 1️⃣42", "expected state name, found '42'"),
        Case("event 1️⃣42", "expected event name, found '42'"),
        Case("effect 1️⃣42", "expected effect name, found '42'"),
        Case("event g(1️⃣42: Int)", "expected parameter label, found '42'"),
        Case("event g(n: Int 1️⃣m: Int)", "expected ',' or ')' in parameter list, found 'm'"),
        Case("event g(n: 1️⃣42)", "expected type, found '42'"),
        Case("event g(n: Foundation.1️⃣42)", "expected type name after '.', found '42'"),
        Case("event g(n: [Int 1️⃣)", "expected ']' to close the array type, found ')'"),
        Case("event g(n: [String: Int 1️⃣)", "expected ']' to close the dictionary type, found ')'"),
        Case("event g(n: Set<Int 1️⃣)", "expected '>' to close the generic arguments, found ')'"),
        Case("group 1️⃣_ = a", "'_' is the wildcard pattern and cannot be used as a group name"),
        Case("group g 1️⃣a", "expected '=' and the group's members after 'g', found 'a'"),
        Case("group g = 1️⃣_", "'_' is the wildcard pattern and cannot be used as a state or group name"),
        Case("group g = a, 1️⃣42", "expected state or group name after ',', found '42'"),
        Case("entry 1️⃣_ / f", "'_' is the wildcard pattern and cannot be used as a state or group name after 'entry'"),
        Case("entry a 1️⃣f", "expected '/' and the effects of 'entry a', found 'f'"),
        Case("exit a [x 1️⃣/ f", "expected ']' to close the guard, found '/'"),
    ]

    static let rows: [Case] = [
        Case("1️⃣_ on e -> a", "'_' is the wildcard pattern and cannot be used as a source state name"),
        Case("a(1️⃣/) on e ignore", "expected name, '_' or literal in pattern, found '/'"),
        Case("a on e(x 1️⃣y) ignore", "expected ',' or ')' in pattern list, found 'y'"),
        Case("a, 1️⃣42 on e ignore", "expected state or group name after ',', found '42'"),
        Case("a 1️⃣42 e ignore", "expected 'on' after the source state, found '42'"),
        Case("a on 1️⃣42 ignore", "expected event name after 'on', found '42'"),
        Case("a on e 1️⃣42", "expected '->', 'stays' or 'ignore', found '42'"),
        Case("a on e -> 1️⃣42", "expected target state name after '->', found '42'"),
        Case("a on e stays 1️⃣machine", "'machine' is a reserved word and cannot be used as a target state name after 'stays'"),
        Case("a on e -> a(1 1️⃣2)", "expected ',' or ')' in argument list, found '2'"),
        Case("a on e -> a(1️⃣/)", "expected name or literal, found '/'"),
        Case("a on e -> a / 1️⃣42", "expected effect name, found '42'"),
        Case("a on e [x 1️⃣-> a", "expected ']' to close the guard, found '->'"),
        Case("a on e [(x 1️⃣] -> a", "expected ')' to close the parenthesized guard, found ']'"),
        Case(
            "a after 1️⃣/ -> a",
            "expected duration ('300ms', '5s', '2min') or a context field of type Duration after 'after', found '/'"),
    ]

    @Test(arguments: declarations + rows)
    func theErrorNamesWhatTheGrammarExpectsThere(_ testCase: Case) {
        let id: DiagnosticID = testCase.message.hasPrefix("expected") ? .expectedToken : .reservedWord
        expectDiagnostics(Self.spec + testCase.line + "\n", [.error("1️⃣", id, testCase.message)])
    }
}
