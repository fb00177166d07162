import Foundation
import StateMachineTestSupport
import Testing

/// The manifest asks for the Swift the runtime needs and declares the documented floors.
@Suite struct ManifestTests {
    static let manifest = PackageFiles.url("Package.swift")

    /// `isolated deinit` and `SendableMetatype` are Swift 6.2: an older toolchain must stop
    /// at the tools version, not at a missing type.
    @Test func theToolsVersionIsSwift62() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        #expect(text.split(separator: "\n", maxSplits: 1).first == "// swift-tools-version:6.2")
    }

    @Test func thePlatformsAreTheFloorsOfSwiftConcurrency() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let declared = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("platforms:") }
        #expect(
            declared == [
                #"    platforms: [.macOS("10.15.4"), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13), .visionOS(.v1)],"#
            ])
        // The gate must be above the floors, or it would gate nothing.
        for feature in PlatformFloors.features {
            for (domain, gate) in feature.floors {
                #expect(PlatformFloors.package[domain].map { $0 < gate } == true, "\(feature.name) on \(domain)")
            }
        }
    }
}
