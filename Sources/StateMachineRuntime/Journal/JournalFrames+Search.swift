extension JournalFrames {
    /// What looking for an intact frame after damage found.
    enum Search: Equatable {
        case found(at: Int)
        case noneFound
        /// The search reached its bound first: there may be intact frames it did not find.
        case gaveUp
    }

    /// The first intact frame after `damage`, tried one byte at a time.
    ///
    /// Any offset may claim a payload that reaches to the end of the file, so checking every
    /// claim costs time quadratic in the file's size (a crafted megabyte took over a minute).
    /// Only claims that look like a record are checked (a payload that begins with `{` and ends
    /// with `}`, as every record's JSON does), and the checksum runs over at most twice the
    /// file's size: linear work, whatever the bytes.
    static func searchIntactFrame(in bytes: [UInt8], after damage: Int, counting checksummed: inout Int) -> Search {
        var budget = 2 * bytes.count
        for offset in stride(from: damage + 1, to: bytes.count - frameHeaderSize, by: 1) {
            guard let length = claimedLength(in: bytes, at: offset), looksLikeARecord(bytes, at: offset, length: length) else { continue }
            guard 4 + length <= budget else { return .gaveUp }
            budget -= 4 + length
            if intactFrameEnd(in: bytes, at: offset, counting: &checksummed) != nil { return .found(at: offset) }
        }
        return .noneFound
    }

    private static func looksLikeARecord(_ bytes: [UInt8], at offset: Int, length: Int) -> Bool {
        let payload = offset + frameHeaderSize
        return length >= 2 && bytes[payload] == UInt8(ascii: "{") && bytes[payload + length - 1] == UInt8(ascii: "}")
    }
}
