import Foundation
import Testing

@testable import StateMachineCompiler

@Suite struct SampleSpellingTests {
    static func named(_ name: String, _ arguments: [SwiftType] = []) -> SwiftType { .named(name, arguments: arguments) }

    @Test(arguments: ["Bool", "Int", "UInt8", "Double", "Decimal", "String", "UUID", "Date", "URL", "Money"])
    func samplesOfATypeAreDistinct(_ name: String) {
        let type = Self.named(name)
        for wrapped in [type, .optional(type), .array(type), .dictionary(key: .string, value: type)] {
            let count = Samples.supply(of: wrapped) ?? 6
            let values = (0..<count).compactMap { Samples.sample(of: wrapped, at: $0) }
            #expect(values.count == count, "\(wrapped)")
            #expect(Set(values).count == count, "\(wrapped)")
            #expect(Samples.sample(of: wrapped, at: count) == nil || Samples.supply(of: wrapped) == nil)
        }
    }

    @Test func standardTypesAreSpelledWithoutForceUnwraps() {
        var spelling = SampleSpelling()
        #expect(spelling.spell(.token(family: "UUID", index: 2), as: Self.named("UUID")) == "uuid2")
        #expect(spelling.spell(.token(family: "Date", index: 1), as: .optional(Self.named("Date"))) == "date1")
        #expect(spelling.spell(.token(family: "URL", index: 3), as: Self.named("Foundation.URL")) == "url3")
        #expect(spelling.spell(.integer(2), as: Self.named("Decimal")) == "2")
        #expect(spelling.spell(.nil, as: .optional(.string)) == "nil")
        #expect(spelling.spell(.string("a \"b\""), as: .string) == #""a \"b\"""#)
        #expect(spelling.spell(.array([.integer(1)]), as: .array(Self.named("Int"))) == "[1]")
        #expect(spelling.spell(.dictionary([]), as: .dictionary(key: .string, value: .bool)) == "[:]")
        #expect(
            spelling.constants == [
                "uuid2": #"sampleUUID("00000000-0000-0000-0000-000000000002")"#,
                "date1": "Date(timeIntervalSince1970: 1)",
                "url3": #"URL(fileURLWithPath: "/sample/3", isDirectory: false)"#,
            ])
        #expect(spelling.usesUUIDSamples)
        #expect(spelling.customTypes.isEmpty)
    }

    @Test(arguments: [1, 9, 10, 255, 4096, 1 << 40])
    func sampleUUIDTextsAreValid(_ index: Int) throws {
        let uuid = try #require(UUID(uuidString: SampleSpelling.uuidText(index)))
        #expect(uuid.uuidString == SampleSpelling.uuidText(index))
    }

    @Test func aUsersTypeIsSuppliedByTheTestTarget() {
        var spelling = SampleSpelling()
        #expect(spelling.spell(.token(family: "Geo.Point", index: 2), as: Self.named("Geo.Point")) == "geoPoint2")
        #expect(spelling.spell(.token(family: "Uuid", index: 1), as: Self.named("Uuid")) == "uuid2_1")
        #expect(spelling.constants["geoPoint2"] == "Geo.Point.transitionSamples.1")
        #expect(spelling.constants["uuid2_1"] == "Uuid.transitionSamples.0")
        #expect(spelling.customTypes == ["Geo.Point", "Uuid"])
    }
}
