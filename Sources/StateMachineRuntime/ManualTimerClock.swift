/// A clock that runs a store's timers itself, on the main actor, when a test moves it forward
/// (`TestClock`): the timer's row is applied before the clock moves on, with no task between.
/// A `MachineStore` sleeps on any other clock.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Testing) public protocol ManualTimerClock: Clock where Duration == Swift.Duration {
    /// Calls `fire` once the clock reaches `delay` from now, unless `cancelTimer` came first;
    /// returns the ticket to cancel it with.
    @MainActor func scheduleTimer(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> Int

    /// Forgets a scheduled timer; nothing happens if it already fired.
    @MainActor func cancelTimer(_ ticket: Int)

    /// A store on this clock: moving the clock first lets its effects run until nothing but
    /// the test can move them (`EffectActivity.untilIdle()`).
    @MainActor func watchEffects(of activity: EffectActivity)
}
