import Foundation

/// The journal's bytes: a magic prefix, then records, each framed as a little-endian UInt32
/// payload length, a little-endian UInt32 CRC-32 of the length and payload, and the payload.
///
/// A process killed mid-append leaves a frame whose length runs past the end of the file or
/// whose checksum fails; scanning stops there, so every record before it is kept.
enum JournalFrames {
    /// "SMJOURNL": which program wrote the file, before any record is trusted.
    static let magic = Data("SMJOURNL".utf8)
    static let frameHeaderSize = 8

    static func frame(_ payload: Data) -> Data {
        let length = littleEndianBytes(UInt32(payload.count))
        var frame = Data(capacity: frameHeaderSize + payload.count)
        frame.append(contentsOf: length)
        frame.append(contentsOf: littleEndianBytes(Checksum.crc32(payload, continuing: Checksum.crc32(length))))
        frame.append(payload)
        return frame
    }

    /// What a scan of the bytes after the magic found.
    struct Scan: Equatable {
        var payloads: [Data] = []
        /// Bytes from the start of the file up to the end of the last intact record.
        var intactLength: Int
        /// Bytes after the last intact record; zero for a clean file.
        var droppedBytes: Int
        /// Whether intact records (or, past the search's bound, possibly some) followed the
        /// damage: corruption in the middle of the file rather than a write cut short at its end.
        var damageBeforeEnd: Bool
        /// The first run of intact records after the damage: what a damaged header leaves to restore.
        var salvaged: [Data] = []
        /// Bytes the scan ran the checksum over: its work, linear in the file's size.
        var checksummedBytes = 0
    }

    static func scan(_ bytes: Data) -> Scan {
        let bytes = Array(bytes)
        var checksummed = 0
        let (payloads, end) = run(in: bytes, from: magic.count, counting: &checksummed)
        var scan = Scan(payloads: payloads, intactLength: end, droppedBytes: bytes.count - end, damageBeforeEnd: false)
        if end < bytes.count {
            switch searchIntactFrame(in: bytes, after: end, counting: &checksummed) {
            case .found(let start):
                scan.salvaged = run(in: bytes, from: start, counting: &checksummed).payloads
                scan.damageBeforeEnd = true
            case .gaveUp: scan.damageBeforeEnd = true
            case .noneFound: break
            }
        }
        scan.checksummedBytes = checksummed
        return scan
    }

    /// The payloads of the intact frames one after another from `offset`, and where the first
    /// that is not intact (or the end) begins.
    static func run(in bytes: [UInt8], from offset: Int, counting checksummed: inout Int) -> (payloads: [Data], end: Int) {
        var payloads: [Data] = []
        var offset = offset
        while let end = intactFrameEnd(in: bytes, at: offset, counting: &checksummed) {
            payloads.append(Data(bytes[(offset + frameHeaderSize)..<end]))
            offset = end
        }
        return (payloads, offset)
    }

    /// The end of the frame at `offset` when it is complete and its checksum holds.
    static func intactFrameEnd(in bytes: [UInt8], at offset: Int, counting checksummed: inout Int) -> Int? {
        guard let length = claimedLength(in: bytes, at: offset) else { return nil }
        let end = offset + frameHeaderSize + length
        let stored = readUInt32(bytes, at: offset + 4)
        checksummed += 4 + length
        let computed = Checksum.crc32(bytes[(offset + frameHeaderSize)..<end], continuing: Checksum.crc32(bytes[offset..<(offset + 4)]))
        return stored == computed ? end : nil
    }

    /// The payload length the frame at `offset` claims, when the frame would fit in the file.
    static func claimedLength(in bytes: [UInt8], at offset: Int) -> Int? {
        guard bytes.count - offset >= frameHeaderSize else { return nil }
        let length = Int(readUInt32(bytes, at: offset))
        return length <= bytes.count - offset - frameHeaderSize ? length : nil
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, index in value | UInt32(bytes[offset + index]) << (8 * index) }
    }

    private static func littleEndianBytes(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
