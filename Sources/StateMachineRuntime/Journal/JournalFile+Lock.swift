import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One writer per journal. Two `MachineJournal`s on one file, in one process or two, would each
/// compact their own contents over the other's records; the second to open is refused instead.
extension JournalFile {
    /// The lock's file beside the journal: the journal itself is replaced by each compaction,
    /// which would leave a lock held on it behind on the old file.
    var lockURL: URL { url.appendingPathExtension("lock") }

    /// Takes the journal's advisory lock (`flock`, held until `release()` or the process ends,
    /// however it ends), or throws `JournalError.locked` when another opener holds it.
    ///
    /// A lock released a moment ago can still be held for an instant by a process that another
    /// thread is spawning: until it execs, the child shares every descriptor, the lock's too,
    /// whatever `O_CLOEXEC` says. So a held lock is tried again for up to 0.1 s before refusing.
    func lock() throws(JournalError) {
        guard lockDescriptor < 0 else { return }
        try createFolder()
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(operation: "open lock", path: lockURL.path, code: errno) }
        var attempts = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            attempts += 1
            guard code == EWOULDBLOCK, attempts < Self.lockAttempts else {
                close(descriptor)
                throw code == EWOULDBLOCK ? .locked(path: url.path) : .system(operation: "lock", path: lockURL.path, code: code)
            }
            usleep(5_000)
        }
        lockDescriptor = descriptor
    }

    /// 20 tries 5 ms apart: longer than a spawned process takes to exec, short enough to refuse at once to a user.
    private static let lockAttempts = 20
}
