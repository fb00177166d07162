/// CRC-32 (IEEE 802.3, the polynomial zlib and PNG use) over a record's length and payload:
/// a torn write or a flipped bit makes the stored and computed values differ.
enum Checksum {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
        }
        return value
    }

    static func crc32<Bytes: Sequence>(_ bytes: Bytes, continuing previous: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        var crc = ~previous
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }
}
