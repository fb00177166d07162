import Testing

@testable import StateMachineCompiler

/// The Markdown report goes into a bot's pull-request comment: nothing a spec or a path
/// holds may become a link, an image, HTML or a mention there.
@Suite struct DiffMarkdownEscapingTests {
    @Test(arguments: [
        ("idle", "`idle`"), ("a`b", "``a`b``"), ("`](https://evil.test)`", "`` `](https://evil.test)` ``"),
        ("a``b", "```a``b```"), ("first\n# heading", "`first # heading`"),
    ])
    func aCodeSpanHoldsAnyTextOnOneLine(_ text: String, _ span: String) {
        #expect(MarkdownText.code(text) == span)
    }

    @Test func proseKeepsNoLinkImageHTMLOrMention() {
        #expect(
            MarkdownText.plain("see [x](https://e.test), ![i](https://e.test/i.png) <img src=x> @team *b* `c`\n# h")
                == "see \\[x\\](https://e.test), !\\[i\\](https://e.test/i.png) \\<img src=x> @\u{200B}team *b* \\`c\\` # h")
    }

    @Test func everyNameValueAndMessageInTheReportIsEscaped() {
        let hostile = "`](https://evil.test) @all"
        let cell = CellChange(
            state: "idle", event: "go",
            variants: [
                CellChange.Variant(
                    before: "→ \(hostile)", after: "ignore", witness: "idle on go with name: \"\(hostile)\"", oldRow: nil, newRow: nil,
                    oldTarget: nil, newTarget: nil)
            ], oldMoves: [], newMoves: [])
        let diff = MachineDiff(
            apiChanges: [APIChange(kind: .state, change: .added, declaration: "s(\(hostile))")],
            behaviourChanges: [
                .start(StartChange(before: hostile, after: "idle")), .cell(cell),
                .stateEffects(
                    StateEffectsChange(kind: .entry, state: "idle", before: "nothing", after: hostile, witness: "start", alsoIn: [hostile])),
            ],
            analysisChanges: [AnalysisChange(appeared: true, id: "dead-end", message: "state '\(hostile)' <b>", line: 3)],
            notes: [.groupAdded("g")])
        #expect(
            DiffMarkdown.render(diff, title: "x`y\n@z.sm") == """
                ## ``x`y @z.sm``

                ### API changes

                - state ``s(`](https://evil.test) @all)`` added

                ### Behaviour changes

                - starts in `idle`, was `` `](https://evil.test) @all ``
                - `idle × go`: ``→ `](https://evil.test) @all`` became `ignore` (for ``idle on go with name: "`](https://evil.test) @all"``)
                - entering `idle` performs `` `](https://evil.test) @all ``, was `nothing` (for `start`; also `` `](https://evil.test) @all ``)

                ### Analysis changes

                - new `dead-end` warning (line 3): state '\\`\\](https://evil.test) @\u{200B}all' \\<b>

                ### Notes

                - group `g` added: `State` gains `isG`

                """)
    }
}
