/// Faults a test injects into a journal's file, to see the journal survive them: a disk that
/// fills up. Production code never sets any.
struct JournalFaults {
    /// Bytes the disk still takes; a write beyond them writes what fits and fails with `ENOSPC`,
    /// as a full disk does. Nil: as much as the real disk takes.
    var spaceLeft: Int?

    /// How many of `count` bytes the next write may write; zero once the disk is full.
    func writable(_ count: Int) -> Int {
        spaceLeft.map { min($0, count) } ?? count
    }

    mutating func wrote(_ count: Int) {
        spaceLeft = spaceLeft.map { $0 - count }
    }
}
