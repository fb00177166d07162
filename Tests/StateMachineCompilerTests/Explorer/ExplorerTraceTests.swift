import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A trace as `MachineStore.recordTrace(to:)` writes it (the lines `ArticleTraceTests` expects of
/// the article list: a load, a refresh that fails, the banner's timer) played on the article
/// list's page: it agrees step by step, and a trace whose fourth step asked for another effect
/// is stopped there.
@Suite(.serialized) struct ExplorerTraceTests {
    static let first = "00000000-0000-0000-0000-000000000001"
    static let refresh = "00000000-0000-0000-0000-000000000002"
    static let lines = [
        #"{"trace":"statemachine-gen","version":1,"machine":"ArticleList","state":{"content":"notLoaded","refresh":"idle"},"stateFields":{"content":{},"refresh":{}},"context":{}}"#,
        #"{"step":1,"input":{"event":"appeared","fields":{"operationID":"\#(first)"}},"outcome":"transitioned","effects":[],"state":{"content":"loading","refresh":"idle"},"stateFields":{"content":{"operationID":"\#(first)"},"refresh":{}},"fromEffect":false}"#,
        #"{"step":2,"input":{"event":"loadSucceeded","fields":{"operationID":"\#(first)","articles":["a"]}},"outcome":"transitioned","effects":[],"state":{"content":"loaded","refresh":"idle"},"stateFields":{"content":{"articles":["a"]},"refresh":{}},"fromEffect":true}"#,
        #"{"step":3,"input":{"event":"pulledToRefresh","fields":{"operationID":"\#(refresh)"}},"outcome":"transitioned","effects":[],"state":{"content":"loaded","refresh":"refreshing"},"stateFields":{"content":{"articles":["a"]},"refresh":{"operationID":"\#(refresh)"}},"fromEffect":false}"#,
        #"{"step":4,"input":{"event":"refreshFailed","fields":{"operationID":"\#(refresh)"}},"outcome":"transitioned","effects":["showRefreshBanner"],"state":{"content":"loaded","refresh":"failed"},"stateFields":{"content":{"articles":["a"]},"refresh":{}},"fromEffect":false}"#,
        #"{"step":5,"input":{"timer":"failedTimeout"},"outcome":"transitioned","effects":["hideRefreshBanner"],"state":{"content":"loaded","refresh":"idle"},"stateFields":{"content":{"articles":["a"]},"refresh":{}},"fromEffect":false}"#,
    ]

    /// `playTrace`'s answer: how many steps were played, and the first that differs, if any.
    private func play(_ lines: [String], in browser: WebDriver) throws -> [String: Any]? {
        let text = lines.joined(separator: "\n")
        let script = "return window.explorer.playTrace(arguments[0])"
        return try browser.execute(script, [text]) as? [String: Any]
    }

    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func aRecordedTracePlaysAndAChangedOneStopsWhereItDiffers() throws {
        let browser = try WebDriver()
        let page = try ExplorerBrowserPage.open(ExplorerBrowserPage.html(try ExampleSpecs.machine("articles")), in: browser)
        let agreed = try #require(try play(Self.lines, in: browser))
        #expect(agreed["steps"] as? Int == 5)
        #expect(!(agreed["mismatch"] is [String: Any]), "\(agreed)")
        #expect(try browser.execute("return window.explorer.state()") as? [String: String] == ["content": "loaded", "refresh": "idle"])

        var changed = Self.lines
        changed[4] = changed[4].replacingOccurrences(of: #""effects":["showRefreshBanner"]"#, with: #""effects":[]"#)
        let stopped = try #require(try play(changed, in: browser))
        let mismatch = try #require(stopped["mismatch"] as? [String: Any])
        #expect(mismatch["step"] as? Int == 4)
        #expect((mismatch["what"] as? String)?.contains("showRefreshBanner") == true)
        withExtendedLifetime(page) {}
    }

    /// `explore --trace`: the page written with the trace plays it when it opens and says so.
    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func aPageWrittenWithATracePlaysItOnOpening() throws {
        let trace = TemporaryFile(extension: "jsonl")
        try Data(Self.lines.joined(separator: "\n").utf8).write(to: trace.url)
        let output = TemporaryFile(extension: "html")
        let spec = PackageFiles.url("specs/articles.sm").path
        let run = CommandLineTests().run(["explore", spec, "--output", output.url.path, "--trace", trace.url.path, "--no-config"])
        #expect(run.status == .success, "\(run.errors)")
        let browser = try WebDriver()
        try browser.open(output.url)
        let status = try browser.execute("return document.getElementById('trace-status').textContent") as? String
        #expect(status == "The trace's 5 steps agree with this spec.")
    }
}
