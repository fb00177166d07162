/// The platform decisions, written out by hand: the manifest and the runtime's attributes
/// must agree with them, and the catalog's "Platforms" article explains them.
enum PlatformFloors {
    /// The manifest's `platforms:`, the floors of Swift concurrency (macOS 10.15.4 for
    /// `FileHandle.read(upToCount:)`, which the generator reads specs with).
    static let package: [String: PlatformVersion] = [
        "macOS": PlatformVersion(10, 15, 4), "iOS": PlatformVersion(13), "tvOS": PlatformVersion(13),
        "watchOS": PlatformVersion(6), "macCatalyst": PlatformVersion(13), "visionOS": PlatformVersion(1),
    ]

    /// What the runtime uses that is newer than the floors, and where each exists.
    static let features = [observation, clock]

    /// `@Observable`: `@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)`.
    static let observation = GatedFeature(
        name: "Observation", conformances: ["s:11Observation10ObservableP"], references: [],
        floors: ["iOS": PlatformVersion(17), "macOS": PlatformVersion(14), "tvOS": PlatformVersion(17), "watchOS": PlatformVersion(10)])

    /// `Clock` and `Duration`: `@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)`.
    static let clock = GatedFeature(
        name: "Clock and Duration", conformances: ["s:s5ClockP", "s:s15InstantProtocolP", "s:s16DurationProtocolP"],
        references: ["s:s8DurationV", "s:s5ClockP", "s:s14ContinuousClockV", "s:s13SuspendingClockV", "s:s15InstantProtocolP"],
        floors: ["iOS": PlatformVersion(16), "macOS": PlatformVersion(13), "tvOS": PlatformVersion(16), "watchOS": PlatformVersion(9)])
}

/// A part of the toolchain or SDK that exists only from certain OS versions on: a symbol that
/// conforms to one of `conformances` or names one of `references` needs it.
struct GatedFeature {
    let name: String
    let conformances: Set<String>
    let references: Set<String>
    let floors: [String: PlatformVersion]

    var attribute: String {
        "@available("
            + ["iOS", "macOS", "tvOS", "watchOS"].compactMap { domain in floors[domain].map { "\(domain) \($0.major)" } }
            .joined(separator: ", ") + ", *)"
    }
}
