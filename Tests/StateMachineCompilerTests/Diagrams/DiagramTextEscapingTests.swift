import Testing

@testable import StateMachineCompiler
@testable import StateMachineDiagrams

@Suite struct DiagramDOTTextTests {
    @Test func quotesAndBackslashesAreEscaped() {
        #expect(DOTText.quoted(#"say "hi" \ there"#) == #""say \"hi\" \\ there""#)
    }

    @Test func ampersandsCannotStartAnEntity() {
        #expect(DOTText.escaped("a && b &lt;") == "a &amp;&amp; b &amp;lt;")
    }

    @Test func recordAndHTMLCharactersStayPlainInQuotedLabels() {
        #expect(DOTText.escaped("<b>{x}|y") == "<b>{x}|y")
    }

    @Test func nonASCIIBecomesNumericEntities() {
        #expect(DOTText.escaped("caf\u{E9} \u{2713} \u{1F600}") == "caf&#233; &#10003; &#128512;")
    }

    @Test func controlCharactersShowAsControlPictures() {
        #expect(DOTText.escaped("a\tb\nc\r\u{7F}") == "a&#9225;b&#9226;c&#9229;&#9249;")
    }

    @Test func labelLinesJoinWithDOTLineBreaks() {
        #expect(DOTText.quoted(lines: ["go(t)", "/ log(\"x\")"]) == #""go(t)\n/ log(\"x\")""#)
    }
}

@Suite struct DiagramMermaidTextTests {
    @Test func statementEndersCommentsAndEntitiesAreEncoded() {
        #expect(MermaidText.escaped("a: b; c # d %% e") == "a#58; b#59; c #35; d #37;#37; e")
    }

    @Test func tagsAndNamedEntitiesAreEncodedButArrowsAndAndsStayPlain() {
        #expect(MermaidText.escaped(#"<b> &amp; &#1; a && b -> c `c`"#) == "#60;b> #38;amp#59; #38;#35;1#59; a && b -> c #96;c#96;")
    }

    @Test func quotesAreEncodedInLabelsAndTitles() {
        #expect(MermaidText.escaped(#"log("x")"#) == "log(#34;x#34;)")
        #expect(MermaidText.escapedStateTitle(#"say("x")"#) == "say(#34;x#34;)")
    }

    @Test func directionIsDefusedInAnyCase() {
        #expect(
            MermaidText.escaped("log(\"direction TB\") Direction DIRECTIONS") == "log(#34;#100;irection TB#34;) #68;irection #68;IRECTIONS")
    }

    @Test func runsOfSpacesKeepTheirWidth() {
        #expect(MermaidText.escaped("a  b   c") == "a #160;b #160;#160;c")
    }

    @Test func stateTitlesKeepColonsAndSingleBracketsButNotDoubleOnes() {
        #expect(MermaidText.escaped("go [a || b] {x}") == "go [a || b] {x}")
        #expect(MermaidText.escapedStateTitle("list(items: [String]; n: Int)") == "list(items: [String]; n: Int)")
        #expect(MermaidText.escapedStateTitle("grid(items: [[Choice]])") == "grid(items: #91;[Choice]])")
    }

    @Test func nonASCIIStaysAndControlCharactersShowAsControlPictures() {
        #expect(MermaidText.escaped("caf\u{E9}\t\n") == "caf\u{E9}#9225;#9226;")
    }

    @Test func groupIDsAreTheirNamesUnlessMermaidWouldMisreadThem() {
        #expect(MermaidText.groupID(name: "busy") == "busy")
        #expect(MermaidText.groupID(name: "End") == "g_End")
        #expect(MermaidText.groupID(name: "state") == "g_state")
        #expect(MermaidText.groupID(name: "s_idle") == "g_s_idle")
        #expect(MermaidText.groupID(name: "s2") == "g_s2")
        #expect(MermaidText.groupID(name: "directions") == "g_directions")
    }

    @Test func stateIDsArePrefixedIdentifiers() {
        #expect(MermaidText.stateID(name: "default", index: 0) == "s_default")
        #expect(MermaidText.stateID(name: "note_2", index: 1) == "s_note_2")
        #expect(MermaidText.stateID(name: "caf\u{E9}", index: 2) == "s2")
        #expect(MermaidText.stateID(name: "a-b", index: 3) == "s3")
    }
}
