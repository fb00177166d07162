import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The page driven as a person does, through the browser's own input: a mouse click on an
/// event's button sends it, and so do Enter and Space on the focused button; Tab moves on.
@Suite(.serialized) struct ExplorerKeyboardTests {
    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func clicksAndKeysSendEvents() throws {
        let browser = try WebDriver()
        let page = try ExplorerBrowserPage.open(ExplorerBrowserPage.html(try ExampleSpecs.machine("articles")), in: browser)
        try browser.click("button[data-event=appeared]")
        let afterClick = try browser.execute("return window.explorer.state()") as? [String: String]
        #expect(afterClick == ["content": "loading", "refresh": "idle"])
        // loadFoundNothing is prefilled with the loading state's operationID, so Enter moves to empty.
        try browser.execute("document.querySelector('button[data-event=loadFoundNothing]').focus()")
        try browser.press("\u{E007}")
        #expect(try browser.execute("return window.explorer.state()") as? [String: String] == ["content": "empty", "refresh": "idle"])
        try browser.execute("document.querySelector('button[data-event=closed]').focus()")
        try browser.press(" ")
        #expect(try browser.execute("return window.explorer.state()") as? [String: String] == ["content": "notLoaded", "refresh": "idle"])
        let current = try browser.execute("return document.querySelector('[aria-current=true]').getAttribute('data-state')") as? String
        #expect(current == "notLoaded")
        try browser.execute("document.querySelector('button[data-event=appeared]').focus()")
        try browser.press("\u{E004}")
        let focused = try browser.execute("return document.activeElement.id") as? String
        #expect(focused == "event-appeared-operationID")
        withExtendedLifetime(page) {}
    }
}
