/// Where UTF-8 bytes and UTF-16 units part ways, so a column in units is a subtraction.
///
/// Each byte counts the UTF-16 units of the scalar it starts: 1, or 2 for a 4-byte scalar (a
/// surrogate pair), and 0 for a continuation byte. The excess of a byte is 1 minus that count;
/// only non-ASCII bytes have one, so an ASCII spec stores nothing.
struct ExcessBytes {
    /// Offsets of the bytes whose excess is not 0, ascending.
    private var offsets: [Int] = []
    /// `runningTotal[i]`: the summed excess of the bytes at `offsets[0...i]`.
    private var runningTotal: [Int] = []

    init(_ bytes: ArraySlice<UInt8>) {
        var total = 0
        for (offset, byte) in bytes.enumerated() where byte >= 0x80 {
            let excess = 1 - Self.utf16Units(startingWith: byte)
            guard excess != 0 else { continue }
            total += excess
            offsets.append(offset)
            runningTotal.append(total)
        }
    }

    /// The summed excess of the bytes in `range`: its length in bytes less its length in units.
    func count(in range: Range<Int>) -> Int {
        total(before: range.upperBound) - total(before: range.lowerBound)
    }

    private func total(before offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = low + (high - low) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : runningTotal[low - 1]
    }

    /// A scalar's UTF-16 length, counted at its first byte: 4-byte scalars need a surrogate pair.
    static func utf16Units(startingWith byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
