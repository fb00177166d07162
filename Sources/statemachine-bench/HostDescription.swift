import Foundation

/// The machine the figures were measured on, printed with them.
struct HostDescription: Codable {
    let processor: String
    let cores: Int
    let swiftVersion: String
    let operatingSystem: String

    static func current(swiftc: URL?) -> HostDescription {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let processor = cpuinfo.split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return HostDescription(
            processor: processor ?? "unknown processor",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            swiftVersion: swiftc.flatMap(swiftVersion) ?? "unknown Swift version",
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString)
    }

    /// The first line of `swiftc --version`, e.g. "Swift version 6.3.1 (swift-6.3.1-RELEASE)".
    private static func swiftVersion(_ swiftc: URL) -> String? {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
