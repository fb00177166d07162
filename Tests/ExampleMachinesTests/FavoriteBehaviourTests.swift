import ExampleMachines
import Foundation
import Testing

/// The optimistic-toggle scenarios, driven through the reducer generated from
/// specs/favorite.sm by the build plugin.
@Suite struct FavoriteBehaviourTests {
    let first = UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID()
    let second = UUID(uuidString: "00000000-0000-0000-0000-00000000000B") ?? UUID()

    @Test func aToggleSavesOptimisticallyAndRemembersTheConfirmedValue() {
        var state = Favorite.State.idle(confirmed: false)
        let outcome = Favorite.reduce(&state, on: .toggle(desired: true, operationID: first))
        #expect(state == .saving(confirmed: false, desired: true, operationID: first))
        #expect(outcome == .transitioned(effects: [.save(operationID: first, desired: true)]))
    }

    @Test func aTapWhileSavingIsIgnored() {
        var state = Favorite.State.saving(confirmed: false, desired: true, operationID: first)
        #expect(Favorite.reduce(&state, on: .toggle(desired: false, operationID: second)) == .ignored)
        #expect(state == .saving(confirmed: false, desired: true, operationID: first))
    }

    @Test func aRejectedWriteRollsBackToTheConfirmedValue() {
        var state = Favorite.State.saving(confirmed: false, desired: true, operationID: first)
        #expect(Favorite.reduce(&state, on: .rejected(operationID: first)) == .transitioned(effects: []))
        #expect(state == .idle(confirmed: false))
    }

    @Test func aDuplicateSavedCallbackChangesNothing() {
        var state = Favorite.State.saving(confirmed: false, desired: true, operationID: first)
        #expect(Favorite.reduce(&state, on: .saved(operationID: first, value: true)) == .transitioned(effects: []))
        #expect(state == .idle(confirmed: true))
        #expect(Favorite.reduce(&state, on: .saved(operationID: first, value: true)) == .unhandled)
        #expect(state == .idle(confirmed: true))
    }

    @Test func afterASessionReplacementTheOldSessionsResultCannotTouchTheNewWrite() {
        var state = Favorite.State.saving(confirmed: false, desired: true, operationID: first)
        #expect(Favorite.reduce(&state, on: .sessionReplaced(value: true)) == .transitioned(effects: []))
        #expect(state == .idle(confirmed: true))
        #expect(
            Favorite.reduce(&state, on: .toggle(desired: false, operationID: second))
                == .transitioned(effects: [.save(operationID: second, desired: false)]))
        #expect(Favorite.reduce(&state, on: .saved(operationID: first, value: true)) == .rejected)
        #expect(Favorite.reduce(&state, on: .rejected(operationID: first)) == .rejected)
        #expect(state == .saving(confirmed: true, desired: false, operationID: second))
    }

    @Test func anUnknownOutcomeSyncsWithTheServerBeforeAcceptingTaps() {
        var state = Favorite.State.saving(confirmed: false, desired: true, operationID: first)
        #expect(Favorite.reduce(&state, on: .outcomeUnknown(operationID: first)) == .transitioned(effects: [.reload]))
        #expect(state == .syncing(confirmed: false))
        #expect(Favorite.reduce(&state, on: .toggle(desired: false, operationID: second)) == .ignored)
        #expect(Favorite.reduce(&state, on: .serverValueLoaded(value: true)) == .transitioned(effects: []))
        #expect(state == .idle(confirmed: true))
    }

    @Test func aServerValueWhileIdleIsUnhandled() {
        var state = Favorite.State.idle(confirmed: true)
        #expect(Favorite.reduce(&state, on: .serverValueLoaded(value: false)) == .unhandled)
        #expect(state == .idle(confirmed: true))
    }
}
