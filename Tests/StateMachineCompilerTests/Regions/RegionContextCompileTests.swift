import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Regions with a context, groups inside a region, an entry on a region and an `entry` whose
/// guard reads another region, generated `public`, compiled and driven. Every expectation is
/// worked out by hand from the rows below.
@Suite(.enabled(if: Swiftc.isAvailable)) struct RegionContextCompileTests {
    static let spec = """
        machine Player
        context { volume: Int }
        initial stopped, hidden
        state stopped
        state playing(track: Int)
        state paused(track: Int)
        state hidden
        state shown
        group active = playing, paused
        region playback = stopped, active
        region overlay = hidden, shown
        event play(track: Int)
        event seek(track: Int)
        event tap
        event pause
        event stop
        effect start(track: Int, volume: Int)
        effect welcome
        effect halt
        effect save
        effect rewind
        effect showControls
        effect fadeOut
        effect dismiss
        effect dim
        entry playback / welcome
        entry stopped / rewind
        exit active / halt
        entry shown [in(active)] / showControls
        exit shown / fadeOut
        entry hidden / dim
        stopped on play(t) -> playing(t) / start(t, volume)
        playing(t) on seek(n) [n != t] stays playing(n) / start(n, volume)
        playing(t) on pause -> paused(t)
        active on stop -> stopped / save
        hidden on tap [in(active)] -> shown
        shown on seek ignore
        shown on pause -> hidden
        overlay on stop -> hidden / dismiss

        """

    static let driver = """
        typealias M = Player
        let context = M.Context(volume: 3)
        func list(_ effects: [M.Effect]) -> String { "[" + effects.map { "\\($0)" }.joined(separator: ", ") + "]" }
        func show(_ outcome: M.Outcome) -> String {
            switch outcome {
            case .transitioned(let effects): return "transitioned " + list(effects)
            case .updated(let effects): return "updated " + list(effects)
            case .ignored: return "ignored"
            case .rejected: return "rejected"
            case .unhandled: return "unhandled"
            }
        }
        var state = M.State.initial
        @MainActor func send(_ event: M.Event) {
            // The regions the steps report left, as a runtime's `apply` reads them.
            let steps = M.regionSteps(&state, on: event, context: context)
            let left = [steps.leftOverlay ? "overlay" : nil, steps.leftPlayback ? "playback" : nil].compactMap { $0 }
            print("\\(show(steps.outcome())) | \\(state.playback) \\(state.overlay) | \\(left.joined(separator: " "))")
        }
        print(list(M.entryEffects(of: state, context: context)), state.playback.isActive)
        for event: M.Event in [.play(track: 1), .tap, .seek(track: 2), .seek(track: 2), .pause, .tap, .stop, .tap, .stop] {
            send(event)
        }

        """

    @Test func regionsWithAContextGroupsAndEntriesThatReadAnotherRegion() throws {
        let machine = try RegionCompileTests.generated(Self.spec, path: "player.sm", access: .public)
        let output = try Swiftc.buildAndRun(["player.swift": machine, "main.swift": Self.driver])
        #expect(
            output.split(separator: "\n").map(String.init) == [
                // Starting: the region's entry, its state's, then the other region's.
                "[welcome, rewind, dim] false",
                "transitioned [start(track: 1, volume: 3)] | playing(track: 1) hidden | playback",
                // The overlay's guard and its entry's both read the playback before the event.
                "transitioned [showControls] | playing(track: 1) shown | overlay",
                "updated [start(track: 2, volume: 3)] | playing(track: 2) shown | ",
                // The playback rejects a seek to the same track, the overlay ignores it.
                "rejected | playing(track: 2) shown | ",
                "transitioned [fadeOut, dim] | paused(track: 2) hidden | overlay playback",
                "transitioned [showControls] | paused(track: 2) shown | overlay",
                // Exits, the overlay's first; the rows' effects and the entries, the playback's first.
                "transitioned [fadeOut, halt, save, dismiss, rewind, dim] | stopped hidden | overlay playback",
                "rejected | stopped hidden | ",
                // Only the overlay has a row: it re-enters `hidden`.
                "transitioned [dismiss, dim] | stopped hidden | overlay",
            ])
    }
}
