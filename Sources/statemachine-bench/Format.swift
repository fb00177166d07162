import Foundation

/// Number spellings for the tables: fixed precision, so columns line up and runs diff cleanly.
enum Format {
    static func milliseconds(_ seconds: Double) -> String {
        String(format: seconds < 0.01 ? "%.2f ms" : "%.1f ms", seconds * 1e3)
    }

    static func seconds(_ seconds: Double) -> String {
        String(format: "%.2f s", seconds)
    }

    static func kilobytes(_ bytes: Int) -> String {
        String(format: "%.0f KB", Double(bytes) / 1e3)
    }

    static func rate(_ megabytesPerSecond: Double) -> String {
        String(format: "%.1f", megabytesPerSecond)
    }

    static func nanoseconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    static func microseconds(_ value: Double) -> String {
        String(format: "%.1f µs", value)
    }

    static func ratio(_ value: Double) -> String {
        String(format: "%.2f×", value)
    }

    static func percent(_ value: Double) -> String {
        String(format: "%+.1f%%", value)
    }

    static func perEvent(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    static func count(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
