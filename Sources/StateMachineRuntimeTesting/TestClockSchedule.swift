@_spi(Testing) import StateMachineRuntime

/// What a `TestClock` is waiting to do, by due time: timers a store scheduled, and sleeping tasks.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct TestClockSchedule {
    enum Action {
        /// Applies a store's timer row; called on the main actor while the clock advances.
        case timer(@MainActor () -> Void)
        /// Resumes a task sleeping on the clock; end the wait of its effect, if any, first.
        case sleeper(CheckedContinuation<Void, Error>, EffectWait?)
    }

    private struct Entry {
        let due: TestClock.Instant
        let ticket: Int
        let action: Action
    }

    private(set) var now = TestClock.Instant(offset: .zero)
    /// Sorted by due time, then ticket: tickets count up, so equal times keep scheduling order.
    private var entries: [Entry] = []
    /// The due time of each entry not yet run, to find it by binary search when it is removed.
    private var dueByTicket: [Int: TestClock.Instant] = [:]
    private var lastTicket = 0

    mutating func nextTicket() -> Int {
        lastTicket += 1
        return lastTicket
    }

    mutating func add(_ ticket: Int, at due: TestClock.Instant, _ action: Action) {
        let entry = Entry(due: due, ticket: ticket, action: action)
        let index = entries.partitioningIndex { ($0.due, $0.ticket) > (due, ticket) }
        entries.insert(entry, at: index)
        dueByTicket[ticket] = due
    }

    /// Removes the entry of `ticket`, if it has not been run yet.
    mutating func remove(_ ticket: Int) -> Action? {
        guard let due = dueByTicket.removeValue(forKey: ticket) else { return nil }
        let index = entries.partitioningIndex { ($0.due, $0.ticket) >= (due, ticket) }
        return entries.remove(at: index).action
    }

    /// The earliest entry due by `target`, removed, with the clock moved to its due time; or, if
    /// none is due, nil with the clock moved to `target`.
    mutating func popDue(by target: TestClock.Instant) -> Action? {
        guard let first = entries.first, first.due <= target else {
            now = max(now, target)
            return nil
        }
        entries.removeFirst()
        dueByTicket[first.ticket] = nil
        now = max(now, first.due)
        return first.action
    }
}

extension Array {
    /// The first index whose element satisfies `belongsAfter`, for an array already partitioned by it.
    fileprivate func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
