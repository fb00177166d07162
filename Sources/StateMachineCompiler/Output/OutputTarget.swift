import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where bytes written to a path really go. Symbolic links are followed, so writing through
/// a link updates the file it names and the link stays a link; a device, FIFO or socket is
/// written in place, never replaced by a regular file.
struct OutputTarget {
    enum Kind: Equatable {
        case missing
        /// An existing regular file, whose permission bits its replacement keeps.
        case regular(mode: mode_t)
        case special
    }

    /// The path after every symbolic link: the file that is created, replaced or written.
    let path: String
    let kind: Kind

    /// Linux refuses longer chains of links with ELOOP; so does this.
    private static let maximumLinks = 40

    static func resolve(_ path: String) throws(FileOutput.Failure) -> OutputTarget {
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return OutputTarget(path: current, kind: .missing) }
                throw FileOutput.Failure(path: path, errno: errno)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: current = try destination(ofLink: current, writing: path)
            case S_IFREG: return OutputTarget(path: current, kind: .regular(mode: info.st_mode & 0o7777))
            case S_IFDIR: throw FileOutput.Failure(path: path, reason: "it is a directory")
            default: return OutputTarget(path: current, kind: .special)
            }
        }
        throw FileOutput.Failure(path: path, errno: ELOOP)
    }

    /// The path a link points at; a relative one is relative to the link's folder.
    private static func destination(ofLink link: String, writing path: String) throws(FileOutput.Failure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw FileOutput.Failure(path: path, errno: errno) }
        let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !destination.hasPrefix("/"), let slash = link.lastIndex(of: "/") else { return destination }
        return String(link[...slash]) + destination
    }

    /// The folder the target lives in, where its temporary file is staged.
    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name alone, for naming its temporary file.
    var fileName: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
