import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or error of the executables, remembering the first write that failed: a
/// command whose output went nowhere (a full disk, a closed descriptor) must not exit 0.
public final class StandardStream: @unchecked Sendable {
    private let descriptor: Int32
    private let name: String
    /// Why a write failed, once one has; later writes are skipped.
    public private(set) var failure: String?

    public static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
    public static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    public func write(_ data: Data) {
        guard failure == nil, let code = FileOutput.writeAll(data, to: descriptor) else { return }
        failure = "cannot write \(name): \(String(cString: strerror(code)))"
    }

    public func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// `status`, unless writing standard output or error failed: then `writeFailure` (reported
    /// on standard error if that still works), as a failed file write is, or `status` if it
    /// says worse. `diff` passes its 2, since its 1 means "the machines differ".
    public static func exitStatus(after status: BuildTool.ExitStatus, writeFailure: BuildTool.ExitStatus = .specErrors) -> Int32 {
        guard let failure = output.failure ?? error.failure else { return status.rawValue }
        error.write("statemachine-gen: error: \(failure)\n")
        return max(status.rawValue, writeFailure.rawValue)
    }
}
