import Foundation
import StateMachineCompiler
import Testing

/// A configuration file is refused past a small size, as an oversized spec is, before it is
/// decoded: a valid but huge file used to take seconds and hundreds of megabytes.
@Suite struct ConfigurationSizeTests {
    let commandLine = CommandLineTests()

    /// A valid object padded with spaces: only its size is wrong.
    func configuration(bytes: Int) -> String {
        let object = #"{ "runtime": true }"#
        return String(repeating: " ", count: bytes - object.utf8.count) + object
    }

    @Test func aConfigurationLargerThanTheLimitIsRefusedWithItsSize() throws {
        let folder = try Swiftc.scratchDirectory()
        let spec = try commandLine.write(CommandLineTests.valid, "light.sm", in: folder)
        let output = folder.appendingPathComponent("out").path
        let large = try commandLine.write(configuration(bytes: 64 * 1024 + 1), "large.json", in: folder)
        let refused = commandLine.run(["generate", spec, "--output", output, "--config", large])
        #expect(refused.status == .specErrors)
        #expect(refused.errors == "\(large):1:1: error: configuration file: it is larger than 64 KB\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aConfigurationAtTheLimitIsRead() throws {
        let folder = try Swiftc.scratchDirectory()
        let spec = try commandLine.write(CommandLineTests.valid, "light.sm", in: folder)
        let output = folder.appendingPathComponent("out").path
        let atLimit = try commandLine.write(configuration(bytes: 64 * 1024), "limit.json", in: folder)
        let generated = commandLine.run(["generate", spec, "--output", output, "--config", atLimit])
        #expect(generated.status == .success)
        #expect(generated.errors == "")
    }
}
