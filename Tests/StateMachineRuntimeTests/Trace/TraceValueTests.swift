import Foundation
import Testing

@testable import StateMachineRuntime

/// Payload values as the trace writes them: JSON where JSON has the type, else as the value
/// prints inside a case's description, so that replayed effects print it back alike.
@Suite struct TraceValueTests {
    struct Size: Equatable { let centimetres: Int }
    enum Fit { case slim }
    enum Order { case placed(size: Size, fit: Fit, link: URL, id: UUID) }

    @Test func aValueWithoutJSONTypeIsWrittenAsTheCaseDescriptionPrintsIt() throws {
        let (link, id) = (try #require(URL(string: "https://example.com/o?id=1")), UUID())
        let order = Order.placed(size: Size(centimetres: 42), fit: .slim, link: link, id: id)
        let fields = TraceValue.caseOf(order).fields
        let written = fields.map { "\($0): \($1.json)" }
        #expect(
            written == [
                #"size: "\#(String(reflecting: Size.self))(centimetres: 42)""#, #"fit: "\#(String(reflecting: Fit.self)).slim""#,
                #"link: "https://example.com/o?id=1""#, #"id: "\#(id.uuidString)""#,
            ])
        let description = String(describing: order)
        for (_, value) in fields {
            guard case .string(let text) = value else { continue }
            #expect(description.contains(text))
        }
    }

    @Test func numbersBooleansOptionalsAndArraysAreJSON() {
        #expect(TraceValue(reflecting: 2.0).json == "2.0")
        #expect(TraceValue(reflecting: UInt8(7)).json == "7")
        #expect(TraceValue(reflecting: Decimal(string: "12.5") as Any).json == "12.5")
        #expect(TraceValue(reflecting: [1, 2] as [Int?]).json == "[1,2]")
        #expect(TraceValue(reflecting: Int?.none as Any).json == "null")
        #expect(TraceValue(reflecting: "a\"b\n").json == #""a\"b\n""#)
    }
}
