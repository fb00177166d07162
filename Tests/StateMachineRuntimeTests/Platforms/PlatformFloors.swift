/// The platform decisions, written out by hand: the manifest and the runtime's attributes
/// must agree with them, and the catalog's "Platforms" article explains them.
enum PlatformFloors {
    /// Where Observation exists: `@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)`.
    static let observation: [String: PlatformVersion] = [
        "iOS": PlatformVersion(17), "macOS": PlatformVersion(14), "tvOS": PlatformVersion(17), "watchOS": PlatformVersion(10),
    ]

    /// The manifest's `platforms:`, the floors of Swift concurrency (macOS 10.15.4 for
    /// `FileHandle.read(upToCount:)`, which the generator reads specs with).
    static let package: [String: PlatformVersion] = [
        "macOS": PlatformVersion(10, 15, 4), "iOS": PlatformVersion(13), "tvOS": PlatformVersion(13),
        "watchOS": PlatformVersion(6), "macCatalyst": PlatformVersion(13), "visionOS": PlatformVersion(1),
    ]

    /// `Observation.Observable`, as symbol graphs name it.
    static let observableProtocol = "s:11Observation10ObservableP"
}
