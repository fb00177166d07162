import StateMachineCompiler
import Testing

@Suite struct SpecTextTests {
    private static let a = GuardExpression.value(.binding("a"))
    private static let b = GuardExpression.value(.context("b"))
    private static let c = GuardExpression.value(.binding("c"))

    @Test func literalsUseTheLanguageSpelling() {
        #expect(Literal.bool(true).specText == "true")
        #expect(Literal.bool(false).specText == "false")
        #expect(Literal.integer(-42).specText == "-42")
        #expect(Literal.nil.specText == "nil")
        #expect(Literal.string("plain").specText == #""plain""#)
    }

    @Test func stringLiteralsEscapeQuotesBackslashesNewlinesAndTabs() {
        #expect(Literal.string("say \"hi\"\\\n\tend").specText == #""say \"hi\"\\\n\tend""#)
        #expect(Literal.string("caf\u{E9} <{|}>").specText == "\"caf\u{E9} <{|}>\"")
    }

    @Test func patternsAndValues() {
        #expect(Pattern.bind("op").specText == "op")
        #expect(Pattern.same("op").specText == "op")
        #expect(Pattern.skip.specText == "_")
        #expect(Pattern.literal(.string("x")).specText == #""x""#)
        #expect(Value.context("checkoutID").specText == "checkoutID")
        #expect(Value.literal(.integer(7)).specText == "7")
    }

    @Test(arguments: [
        (GuardExpression.and(a, .not(b)), "a && !b"),
        (.not(.or(a, b)), "!(a || b)"),
        (.not(.not(a)), "!!a"),
        (.not(.equal(a, b)), "!(a == b)"),
        (.and(.or(a, b), c), "(a || b) && c"),
        (.or(.and(a, b), c), "a && b || c"),
        (.or(a, .and(b, c)), "a || b && c"),
        (.or(.or(a, b), c), "a || b || c"),
        (.or(a, .or(b, c)), "a || (b || c)"),
        (.and(a, .and(b, c)), "a && (b && c)"),
        (.equal(.equal(a, b), c), "(a == b) == c"),
        (.notEqual(a, .equal(b, c)), "a != (b == c)"),
        (.equal(.not(a), .value(.literal(.bool(true)))), "!a == true"),
        (.equal(a, .and(b, c)), "a == (b && c)"),
        (.and(.equal(a, b), .notEqual(c, .value(.literal(.nil)))), "a == b && c != nil"),
    ])
    func guardsGetOnlyTheParenthesesTheGrammarNeeds(expression: GuardExpression, expected: String) {
        #expect(expression.specText == expected)
    }

    @Test func declarationsShowLabelsAndTypes() {
        let saving = DiagramFixtures.tricky.states[3]
        #expect(saving.specText == "graph(items: [[Choice]]?)")
        #expect(DiagramFixtures.tricky.states[2].specText == "direction")
    }

    @Test func rowsReadAsWritten() {
        let door = DiagramFixtures.door
        #expect(door.specText(of: door.rows[0]) == #"closed on push(who) [who != "nobody"] -> open(who) / chime(who)"#)
        #expect(door.specText(of: door.rows[1]) == "open on push ignore")
        #expect(door.specText(of: door.rows[2]) == "* on kick -> broken")
        let tricky = DiagramFixtures.tricky
        #expect(tricky.specText(of: tricky.rows[2]) == #"note(t) on edge(n) [n == limit] -> direction / log(t), log("ok")"#)
        #expect(tricky.specText(of: tricky.rows[3]) == "direction on go(_) -> graph(nil)")
        #expect(tricky.specText(of: tricky.rows[4]) == "graph on edge(5) -> end")
        #expect(tricky.specText(sourceOf: tricky.rows[0]) == "default(f)")
        #expect(tricky.specText(targetOf: tricky.rows[1]) == nil)
        #expect(tricky.specText(tricky.rows[0].clause.effects[0]) == #"log("direction TB")"#)
    }
}
