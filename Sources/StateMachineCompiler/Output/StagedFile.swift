import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// New contents written beside their target under a temporary name, and renamed over it only
/// once every file of the run is staged: a failure part way leaves every target as it was.
struct StagedFile {
    /// The path as the command was given it, for messages.
    let path: String
    let target: OutputTarget
    let temporaryPath: String

    static func stage(_ data: Data, for target: OutputTarget, writing path: String) throws(FileOutput.Failure) -> StagedFile {
        if target.kind == .missing {
            do {
                try FileManager.default.createDirectory(atPath: target.folder, withIntermediateDirectories: true)
            } catch {
                throw FileOutput.Failure(path: path, reason: "cannot create its folder: \(error.localizedDescription)")
            }
        }
        var temporaryPath = ""
        var descriptor: Int32 = -1
        // A fresh, unguessable name each try, created exclusively: never an existing file or link.
        while descriptor < 0 {
            temporaryPath = target.folder + "/." + target.fileName + ".\(UInt32.random(in: .min ... .max)).tmp"
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor < 0, errno != EEXIST { throw FileOutput.Failure(path: path, errno: errno) }
        }
        var failure = FileOutput.writeAll(data, to: descriptor)
        if failure == nil, case .regular(let mode) = target.kind, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporaryPath)
            throw FileOutput.Failure(path: path, errno: failure)
        }
        return StagedFile(path: path, target: target, temporaryPath: temporaryPath)
    }

    func commit() throws(FileOutput.Failure) {
        guard rename(temporaryPath, target.path) == 0 else { throw FileOutput.Failure(path: path, errno: errno) }
    }

    func discard() {
        unlink(temporaryPath)
    }
}
