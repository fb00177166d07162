/// What the grammar takes at a cursor, as the parser found it when the text it read ended
/// there: the place it expected something, the optional words it looked for there, and the
/// names the declaration being written has bound so far.
struct CursorSlot {
    /// Where the declaration (or row) the cursor is in starts.
    var declarationStart = 0
    /// The place the parser stopped at, or `nil` where the declaration is complete (`-> idle|`).
    var slot: GrammarSlot?
    /// Words the parser would have read at the cursor but did not need (`final`, `sensitive`).
    var optionalWords: [String] = []
    /// The names the declaration's patterns bound before the cursor, in order.
    var boundNames: [String] = []
    /// The payload the patterns being parsed match, at the item they have reached.
    var patternOwner: GrammarSlot.PayloadPosition?
    /// The names of the declaration's source written before the cursor (a row's, an `entry`'s,
    /// an `exit`'s): their region is the one `in(...)` may not read.
    var sourceNames: [String] = []
}
