import Foundation

/// Counts heap allocations from outside the allocator: with `MALLOC_MMAP_THRESHOLD_=0`
/// in its environment, glibc serves every `malloc` with a fresh `mmap`, whose first
/// write is a page fault, and `getrusage` counts page faults. So, in a process started
/// that way, the page faults around a call are the allocations it made.
///
/// glibc's `mallinfo2` is not exposed to Swift by the Glibc module, and bytes in use
/// could not tell a path that allocates and frees from one that never allocates.
enum AllocationCounter {
    static let environmentKey = "MALLOC_MMAP_THRESHOLD_"

    static var isActive: Bool { ProcessInfo.processInfo.environment[environmentKey] == "0" }

    /// Page faults so far in this process.
    static func faults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt + usage.ru_majflt
    }

    /// Faults around one fresh array allocation: 1 when counting works. The fewest of a
    /// few tries, since the first also faults in this code's own pages.
    static func calibrate() -> Int {
        (0..<5).map { _ in
            let before = faults()
            blackHole([before, before])
            return faults() - before
        }.min() ?? 0
    }
}
