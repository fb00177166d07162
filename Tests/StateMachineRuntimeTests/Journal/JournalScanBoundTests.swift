import Foundation
import Testing

@testable import StateMachineRuntime

/// Looking for intact records after damage reads each byte a bounded number of times, however
/// the damaged bytes were crafted.
@Suite struct JournalScanBoundTests {
    /// After the magic, 12-byte units that each look like the start of a long record: a length
    /// reaching far ahead, a checksum that never holds, then `{}}}`, so that each claimed
    /// payload starts with `{` and ends on a `}`, as a record's JSON does.
    func craftedFile(size: Int) -> Data {
        var bytes = [UInt8](JournalFrames.magic)
        while bytes.count + 12 <= size {
            let start = bytes.count
            var length = size - start - 8
            while length % 12 != 3 { length -= 1 }
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
            bytes += [0, 0, 0, 0, 0x7B, 0x7D, 0x7D, 0x7D]
        }
        return Data(bytes)
    }

    @Test func aCraftedFileIsScannedInLinearWork() {
        for size in [6_000, 24_000] {
            let file = craftedFile(size: size)
            let scan = JournalFrames.scan(file)
            #expect(scan.payloads.isEmpty)
            #expect(scan.checksummedBytes <= 4 * file.count, "\(scan.checksummedBytes) bytes checksummed for a file of \(file.count)")
        }
    }
}
