import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The system calls the journal's file is written with.
extension JournalFile {
    /// Creates `file` for writing, new and empty. A file or link already there by that name (a
    /// crash's leftover, or a link planted to redirect the write) is removed first, never followed.
    func createFresh(_ file: URL) throws(JournalError) -> Int32 {
        guard unlink(file.path) == 0 || errno == ENOENT else { throw .system(operation: "remove", path: file.path, code: errno) }
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(operation: "create", path: file.path, code: errno) }
        return descriptor
    }

    func writeFully(_ bytes: Data, to descriptor: Int32, operation: String) throws(JournalError) {
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let allowed = faults.writable(buffer.count - offset)
                guard allowed > 0 else {
                    errno = ENOSPC
                    return false
                }
                let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, allowed)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                faults.wrote(count)
                offset += count
            }
            return true
        }
        guard written else { throw .system(operation: operation, path: url.path, code: errno) }
    }

    func createFolder() throws(JournalError) {
        let folder = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .unreadable(path: folder.path, reason: "\(error)")
        }
    }

    /// A rename is durable only once the folder holding the name is synced.
    func syncFolder() {
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }
}
