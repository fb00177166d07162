import StateMachineLanguageServer
import Testing

/// Every "did you mean" of the checker comes with a quick fix, and applying it resolves the
/// diagnostic. Positions are ASCII here, so a character is a byte column.
@Suite struct QuickFixTests {
    private static let spec = """
        machine M
        context { count: Int, token: String sensitive }
        initial idle
        state idle
        state draft(secret: String sensitive)
        event go(secret: String)
        event back
        group busy = draft
        idle on go(s) [count > 0] -> draft(s)
        idle on go(_) ignore
        draft(s) on go(s) ignore
        busy on back -> idle

        """

    struct Misspelling: CustomTestStringConvertible, Sendable {
        let wrong: String
        let right: String
        let title: String
        var testDescription: String { title }
    }

    @Test(arguments: [
        Misspelling(wrong: "-> draft(s)", right: "-> drat(s)", title: "replace 'drat' with 'draft'"),
        Misspelling(wrong: "[count > 0]", right: "[cuont > 0]", title: "replace 'cuont' with 'count'"),
        Misspelling(wrong: "busy = draft", right: "busy = draftt", title: "replace 'draftt' with 'draft'"),
        Misspelling(wrong: "state idle", right: "stat idle", title: "replace 'stat' with 'state'"),
        Misspelling(wrong: "idle on go(s)", right: "idle no go(s)", title: "replace 'no' with 'on'"),
        Misspelling(wrong: "(s) ignore", right: "(s) ignor", title: "replace 'ignor' with 'ignore'"),
        // Named three times as written: the declaration is the typo, and its fix renames it.
        Misspelling(wrong: "state draft(", right: "state drafft(", title: "rename 'drafft' to 'draft'"),
    ])
    func theFixOfEveryDidYouMeanResolvesIt(_ case: Misspelling) {
        expectTheOneFix(of: `case`, in: Self.spec)
    }

    /// Misspells `spec` as `misspelling` says: one "did you mean" must result, whose one fix is
    /// preferred, titled as given, and gives back `spec` without a diagnostic.
    private func expectTheOneFix(of misspelling: Misspelling, in spec: String) {
        let broken = spec.replacingOccurrences(of: misspelling.wrong, with: misspelling.right)
        var session = Session()
        let suggesting = (session.open(broken).array ?? []).filter { $0["message"]?.string?.contains("did you mean") ?? false }
        #expect(suggesting.count == 1, "\(suggesting)")
        let actions = fixes(in: &session, over: suggesting)
        #expect(actions.map { $0["title"] } == [.string(misspelling.title)])
        #expect(actions.first?["isPreferred"] == true)
        let fixed = actions.first.map { apply($0, to: broken, uri: session.uri) } ?? broken
        #expect(fixed == spec)
        #expect(Session.diagnostics(of: fixed) == [])
    }

    /// Names the first spec does not reach: events, effects, an entry's state, a row's source,
    /// an effect's argument and a delay's context field.
    private static let timedSpec = """
        machine N
        context { count: Int, wait: Duration }
        initial idle
        state idle
        state draft(n: Int)
        event go(n: Int)
        event back
        effect log(n: Int)
        entry draft(n) / log(n)
        idle on go(n) -> draft(n) / log(count)
        draft on go ignore
        draft on back -> idle
        draft after wait -> idle

        """

    @Test(arguments: [
        Misspelling(wrong: "idle on go(n)", right: "idle on og(n)", title: "replace 'og' with 'go'"),
        Misspelling(wrong: "/ log(count)", right: "/ lgo(count)", title: "replace 'lgo' with 'log'"),
        Misspelling(wrong: "log(count)", right: "log(cuont)", title: "replace 'cuont' with 'count'"),
        Misspelling(wrong: "entry draft(n)", right: "entry drat(n)", title: "replace 'drat' with 'draft'"),
        Misspelling(wrong: "draft on back", right: "drfat on back", title: "replace 'drfat' with 'draft'"),
        // The event's one use misspelled, so nothing names its declaration: the use is the typo.
        Misspelling(wrong: "draft on back", right: "draft on bakc", title: "replace 'bakc' with 'back'"),
        Misspelling(wrong: "after wait", right: "after wiat", title: "replace 'wiat' with 'wait'"),
    ])
    func theFixOfEveryOtherKindOfNameResolvesIt(_ case: Misspelling) {
        #expect(Session.diagnostics(of: Self.timedSpec) == [])
        expectTheOneFix(of: `case`, in: Self.timedSpec)
    }

    @Test func hoverSaysWhichFieldsAreSensitive() {
        var session = Session()
        session.open(Self.spec)
        let redacted = "`sensitive`: shown as `<redacted>` in the generated descriptions and mirrors"
        #expect(
            session.at("textDocument/hover", line: 1, character: 23)["result"]?["contents"]?["value"]
                == .string("```sm\ntoken: String sensitive\n```\n\ncontext field\n\n" + redacted))
        #expect(
            session.at("textDocument/hover", line: 4, character: 7)["result"]?["contents"]?["value"]
                == "```sm\nstate draft(secret: String sensitive)\n```")
        // `s` in `draft(s)` binds the state's sensitive field; in `go(s)` the event's, which is not.
        #expect(
            session.at("textDocument/hover", line: 10, character: 6)["result"]?["contents"]?["value"]
                == .string("```sm\ns: String\n```\n\nbound at line 11\n\n" + redacted))
        #expect(
            session.at("textDocument/hover", line: 8, character: 11)["result"]?["contents"]?["value"]
                == "```sm\ns: String\n```\n\nbound at line 9")
        #expect(
            session.at("textDocument/hover", line: 1, character: 11)["result"]?["contents"]?["value"]
                == "```sm\ncount: Int\n```\n\ncontext field")
    }

    /// The quick fixes offered for each diagnostic, over its range.
    private func fixes(in session: inout Session, over diagnostics: [JSON]) -> [JSON] {
        diagnostics.flatMap { diagnostic in
            let params: JSON = [
                "textDocument": ["uri": .string(session.uri)], "range": diagnostic["range"] ?? .null,
                "context": ["diagnostics": [diagnostic]],
            ]
            let actions = session.request("textDocument/codeAction", params)["result"]?.array ?? []
            return actions.filter { $0["diagnostics"]?.array?.contains(diagnostic) ?? false }
        }
    }

    /// The action's one edit applied to `text`.
    private func apply(_ action: JSON, to text: String, uri: String) -> String {
        guard let edit = action["edit"]?["changes"]?[uri]?.array?.first, let newText = edit["newText"]?.string,
            let start = offset(edit["range"]?["start"], in: text), let end = offset(edit["range"]?["end"], in: text)
        else { return text }
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func offset(_ position: JSON?, in text: String) -> Int? {
        guard let line = position?["line"]?.integer, let character = position?["character"]?.integer else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix(line).reduce(0) { $0 + $1.utf8.count + 1 } + character
    }
}

extension Session {
    /// The diagnostics published for `text` in a fresh session.
    static func diagnostics(of text: String) -> [JSON] {
        var session = Session()
        return session.open(text).array ?? []
    }
}
