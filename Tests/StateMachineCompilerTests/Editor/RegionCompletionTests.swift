import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Completion in a machine with regions (`1️⃣` is the cursor): a region's name is offered where
/// it may stand as a source, never as a member, and `in(` offers what the other regions hold.
@Suite struct RegionCompletionTests {
    private static let articles = """
        machine ArticleList
        state notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state refreshing(requestID: Int)
        event opened(requestID: Int)
        event pulled(requestID: Int)
        effect fetch
        region content = notLoaded, loading, shown
        group shown = loaded
        region refresh = idle, refreshing
        initial notLoaded, idle

        """

    private static let states = ["notLoaded", "loading", "loaded", "idle", "refreshing"]

    private func labels(_ line: String, in spec: String = articles) -> [String] {
        candidates(line, in: spec).map(\.label)
    }

    private func candidates(_ line: String, in spec: String = articles) -> [CompletionCandidate] {
        let marked = MarkedSpec(spec + line)
        guard let cursor = marked.location("1️⃣"), let lineStart = marked.file.startOfLine(cursor.line) else { return [] }
        return marked.check().completions(at: lineStart + cursor.column - 1)
    }

    @Test func aRegionIsOfferedWhereverAGroupIsASource() {
        #expect(labels("1️⃣").suffix(8) == Self.states + ["shown", "content", "refresh"])
        #expect(labels("entry 1️⃣") == Self.states + ["shown", "content", "refresh"])
        #expect(labels("exit idle, 1️⃣") == Self.states + ["shown", "content", "refresh"])
        #expect(labels("idle, 1️⃣") == Self.states + ["shown", "content", "refresh"])
    }

    @Test func aRegionIsLabelledAsARegion() {
        let content = candidates("entry 1️⃣").first { $0.label == "content" }
        #expect(content?.detail == "region content = notLoaded, loading, shown")
        #expect(content?.kind == .region)
    }

    /// A region inside a group or another region is an error (`region-in-group`).
    @Test func aRegionIsNoMember() {
        #expect(labels("group waiting = 1️⃣") == Self.states + ["shown"])
        #expect(labels("group waiting = idle, 1️⃣") == Self.states + ["shown"])
        #expect(labels("region other = 1️⃣") == Self.states + ["shown"])
    }

    /// The row's own region is an error in `in(...)` (`in-own-region`); a region's name always holds.
    @Test func inOffersTheOtherRegionsStatesAndGroups() {
        #expect(labels("idle on pulled(id) [in(1️⃣") == ["notLoaded", "loading", "loaded", "shown"])
        #expect(labels("refresh on opened(id) [in(lo1️⃣") == ["notLoaded", "loading", "loaded", "shown"])
        #expect(labels("loaded on pulled(id) [in(1️⃣") == ["idle", "refreshing"])
        #expect(labels("shown, notLoaded on pulled(id) [id > 0 && !in(1️⃣") == ["idle", "refreshing"])
        #expect(labels("entry loaded [in(1️⃣") == ["idle", "refreshing"])
        #expect(labels("exit content [in(1️⃣") == ["idle", "refreshing"])
    }

    /// An unknown source says no region: every state and group may be read.
    @Test func inAfterAnUnknownSourceOffersEveryStateAndGroup() {
        #expect(labels("elsewhere on pulled(id) [in(1️⃣") == Self.states + ["shown"])
    }

    @Test func inOffersNothingWithoutRegions() {
        let plain = "machine Door\nstate open\nstate closed\nevent push\ninitial open\n"
        #expect(labels("open on push [in(1️⃣", in: plain).isEmpty)
    }
}
