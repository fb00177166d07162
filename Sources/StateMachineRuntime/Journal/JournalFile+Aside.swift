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

    /// Copies the file beside itself before a repair drops bytes that might matter.
    func copyAside(_ suffix: String) throws(JournalError) -> URL {
        let aside = asideURL(suffix)
        do { try FileManager.default.copyItem(at: url, to: aside) } catch {
            throw .unreadable(path: aside.path, reason: "\(error)")
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
