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
        /// Whether an intact-looking frame followed the damage: corruption in the middle of the
        /// file rather than a write cut short at its end.
        var damageBeforeEnd: Bool
    }

    static func scan(_ bytes: Data) -> Scan {
        let bytes = Array(bytes)
        var offset = magic.count
        var scan = Scan(intactLength: offset, droppedBytes: 0, damageBeforeEnd: false)
        while offset < bytes.count {
            guard let end = intactFrameEnd(in: bytes, at: offset) else {
                scan.droppedBytes = bytes.count - offset
                scan.damageBeforeEnd = hasIntactFrame(in: bytes, after: offset)
                return scan
            }
            scan.payloads.append(Data(bytes[(offset + frameHeaderSize)..<end]))
            offset = end
            scan.intactLength = offset
        }
        return scan
    }

    /// The end of the frame at `offset` when it is complete and its checksum holds.
    private static func intactFrameEnd(in bytes: [UInt8], at offset: Int) -> Int? {
        guard bytes.count - offset >= frameHeaderSize else { return nil }
        let length = Int(readUInt32(bytes, at: offset))
        guard length <= bytes.count - offset - frameHeaderSize else { return nil }
        let end = offset + frameHeaderSize + length
        let stored = readUInt32(bytes, at: offset + 4)
        let computed = Checksum.crc32(bytes[(offset + frameHeaderSize)..<end], continuing: Checksum.crc32(bytes[offset..<(offset + 4)]))
        return stored == computed ? end : nil
    }

    /// Whether any later offset starts an intact frame that ends exactly at the end of the file
    /// or at another intact frame: evidence of records after the damage.
    private static func hasIntactFrame(in bytes: [UInt8], after damage: Int) -> Bool {
        var offset = damage + 1
        while offset + frameHeaderSize <= bytes.count {
            if let end = intactFrameEnd(in: bytes, at: offset), end > offset + frameHeaderSize { return true }
            offset += 1
        }
        return false
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, index in value | UInt32(bytes[offset + index]) << (8 * index) }
    }

    private static func littleEndianBytes(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
