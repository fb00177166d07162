import StateMachineExplorer
import Testing

/// The page's document sits inside a `<script>` element: no string in it may end the element,
/// open a comment, or end a line in older JavaScript, and it stays valid JSON.
@Suite struct ExplorerJSONTests {
    @Test func aStringCannotEndTheScriptOrOpenAComment() {
        let written = ExplorerJSON.string("</script><!-- a & b \u{2028}\u{2029} \"q\" \\ \n\t\u{1}").text
        #expect(
            written == #""\u003c/script\u003e\u003c!-- a \u0026 b \u2028\u2029 \"q\" \\ \n\t\u0001""#)
    }

    @Test func otherTextIsKeptAsItIs() {
        #expect(ExplorerJSON.string("Grüße, 記事 🙂").text == "\"Grüße, 記事 🙂\"")
    }
}
