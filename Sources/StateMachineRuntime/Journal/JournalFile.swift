import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The journal's file on disk: appends that reach storage before they return, and atomic
/// replacement (write a copy, sync it, rename it over, sync the folder).
final class JournalFile {
    let url: URL
    private let crashPoints: (CrashPoint) -> Void
    private var descriptor: Int32 = -1
    /// The open lock file while this journal holds the lock (see `lock()`).
    var lockDescriptor: Int32 = -1
    /// Where the file's last intact record ends, once known: a failed append is cut back to it.
    private var intactLength: Int?
    /// An append failed part-way and its bytes could not be cut off yet: the next append does it first.
    private var isTorn = false
    /// What a test made go wrong; nothing in production.
    var faults = JournalFaults()

    init(url: URL, crashPoints: @escaping (CrashPoint) -> Void) {
        self.url = url
        self.crashPoints = crashPoints
    }

    deinit { release() }

    /// Closes the file and lets go of the lock.
    func release() {
        closeDescriptor()
        if lockDescriptor >= 0 { close(lockDescriptor) }
        lockDescriptor = -1
    }

    /// Tells the crash test that the process reached `point`, which lies outside this file's own code.
    func pass(_ point: CrashPoint) { crashPoints(point) }

    /// The file's bytes, or nil when there is no file.
    func read() throws(JournalError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do { return try Data(contentsOf: url) } catch { throw .unreadable(path: url.path, reason: "\(error)") }
    }

    /// Appends `bytes`; with `sync`, they reach storage before this returns, so that a crash,
    /// even a power loss, no longer loses them.
    ///
    /// A write cut short (a full disk) is cut back to the last intact record at once, or, if
    /// that fails too, before the next append: the next open would drop every record appended
    /// after a torn one along with it.
    func append(_ bytes: Data, sync: Bool) throws(JournalError) {
        let descriptor = try openForAppending()
        if isTorn { try cutBack(descriptor) }
        crashPoints(.beforeWrite)
        do { try writeFully(bytes, to: descriptor, operation: "append") } catch {
            try? cutBack(descriptor)
            throw error
        }
        intactLength = intactLength.map { $0 + bytes.count }
        guard sync else { return }
        crashPoints(.betweenWriteAndSync)
        guard fsync(descriptor) == 0 else { throw .system(operation: "sync", path: url.path, code: errno) }
    }

    /// Replaces the whole file with `bytes` atomically: a crash leaves either the old file or the new one.
    func replace(with bytes: Data) throws(JournalError) {
        closeDescriptor()
        try createFolder()
        let copy = url.appendingPathExtension("compacting")
        crashPoints(.beforeWrite)
        let descriptor = try createFresh(copy)
        defer { close(descriptor) }
        try writeFully(bytes, to: descriptor, operation: "write")
        crashPoints(.betweenWriteAndSync)
        guard fsync(descriptor) == 0 else { throw .system(operation: "sync", path: copy.path, code: errno) }
        crashPoints(.betweenSyncAndRename)
        guard rename(copy.path, url.path) == 0 else { throw .system(operation: "rename", path: url.path, code: errno) }
        syncFolder()
        intactLength = bytes.count
        isTorn = false
    }

    /// Cuts the file back to its first `length` bytes: a torn tail, once reported. Not synced:
    /// should the cut itself be lost, the next open finds the same tail and cuts it again.
    func truncate(to length: Int) throws(JournalError) {
        closeDescriptor()
        let descriptor = open(url.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(operation: "open", path: url.path, code: errno) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw .system(operation: "truncate", path: url.path, code: errno) }
        intactLength = length
        isTorn = false
    }

    /// Cuts off the bytes of an append that failed part-way.
    private func cutBack(_ descriptor: Int32) throws(JournalError) {
        guard let intactLength, ftruncate(descriptor, off_t(intactLength)) == 0 else {
            isTorn = true
            throw .system(operation: "cut back a failed append", path: url.path, code: errno)
        }
        isTorn = false
    }

    private func openForAppending() throws(JournalError) -> Int32 {
        if descriptor >= 0 { return descriptor }
        try createFolder()
        descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { throw .system(operation: "open", path: url.path, code: errno) }
        if intactLength == nil { intactLength = Int(lseek(descriptor, 0, SEEK_END)) }
        return descriptor
    }

    func closeDescriptor() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}
