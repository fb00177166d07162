import Foundation
import StateMachineLanguageServer
import Testing

/// Replies are written by hand, not by JSONEncoder: compact, keys sorted, strings escaped
/// exactly where JSON requires it.
@Suite struct JSONEncodingTests {
    @Test func valuesAreWrittenCompactWithSortedKeys() {
        let value: JSON = ["b": [1, -2, true, nil], "a": ["z": "", "y": .number(1.5)], "c": false]
        #expect(String(decoding: value.encoded, as: UTF8.self) == #"{"a":{"y":1.5,"z":""},"b":[1,-2,true,null],"c":false}"#)
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() {
        let text = "\"\\/\n\r\t\u{0}\u{1F}\u{7F}é😀\u{202E}"
        let written = String(decoding: JSON.string(text).encoded, as: UTF8.self)
        #expect(written == #""\"\\/\n\r\t\u0000\u001f"# + "\u{7F}é😀\u{202E}\"")
        #expect(JSON.parse(JSON.string(text).encoded) == .string(text))
    }
}
