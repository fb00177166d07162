@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension MachineTimer {
    /// The longest delay a store sleeps: a hundred years of 365.25 days. A delay from the app's
    /// values (a `Duration` field) may be anything up to `.seconds(Int64.max)`, and a deadline
    /// that far ahead traps inside `ContinuousClock`; no timer is meant to wait longer anyway.
    static var longestDelay: Duration { .seconds(3_155_760_000) }

    /// `delay` as the store sleeps it, alike on every clock: a negative delay fires at once,
    /// one beyond `longestDelay` fires after `longestDelay`.
    var sleepableDelay: Duration { min(max(delay, .zero), Self.longestDelay) }
}
