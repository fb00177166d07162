import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Files a repair keeps beside the journal: never deleted, never written over.
extension JournalFile {
    /// Moves the file to a name beside it ending in `suffix` and a timestamp; never deletes it.
    func moveAside(_ suffix: String) throws(JournalError) -> URL {
        closeDescriptor()
        let aside = asideURL(suffix)
        guard rename(url.path, aside.path) == 0 else { throw .system(operation: "move aside", path: url.path, code: errno) }
        syncFolder()
        return aside
    }

    /// Puts a file moved aside back in the journal's place, when what was to replace it could
    /// not be written (a full disk): the next open finds it as it was.
    func moveBack(from aside: URL) {
        guard rename(aside.path, url.path) == 0 else { return }
        syncFolder()
    }

    /// Copies the file's `bytes` beside it before a repair drops some that might matter; a copy
    /// that cannot be written (a full disk) stops the repair, and leaves no partial copy.
    func copyAside(_ suffix: String, bytes: Data) throws(JournalError) -> URL {
        let aside = asideURL(suffix)
        let descriptor = try createFresh(aside)
        defer { close(descriptor) }
        do throws(JournalError) {
            try writeFully(bytes, to: descriptor, operation: "copy aside")
            guard fsync(descriptor) == 0 else { throw .system(operation: "sync", path: aside.path, code: errno) }
        } catch {
            unlink(aside.path)
            throw error
        }
        return aside
    }

    /// A name beside the journal that nothing has yet (a rename would replace what is there):
    /// the same suffix may come twice in a millisecond.
    private func asideURL(_ suffix: String) -> URL {
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        var candidate = url.appendingPathExtension("\(suffix)-\(stamp)")
        var attempt = 1
        var status = stat()
        while lstat(candidate.path, &status) == 0 {
            attempt += 1
            candidate = url.appendingPathExtension("\(suffix)-\(stamp)-\(attempt)")
        }
        return candidate
    }
}
