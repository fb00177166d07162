import Foundation
import StateMachineRuntime

extension UUID {
    /// A fixed, readable ID: `00000000-0000-0000-0000-0000000000NN`.
    static func sample(_ number: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
    }
}

extension OutcomeCounts {
    static func of(transitioned: Int = 0, ignored: Int = 0, rejected: Int = 0, unhandled: Int = 0, dropped: Int = 0) -> Self {
        var counts = OutcomeCounts()
        counts.transitioned = transitioned
        counts.ignored = ignored
        counts.rejected = rejected
        counts.unhandled = unhandled
        counts.dropped = dropped
        return counts
    }
}
