/// A delay written with a fraction, `0.3s`: the error that a duration is whole suggests the
/// same length in a finer unit (`300ms`), rather than an example of some other length.
struct FractionalDuration: Equatable {
    /// The digits before the point, as a number.
    let whole: UInt64
    /// The digits after the point, as a number, and how many digits there are (`05` is 5 in two).
    let fraction: UInt64
    let fractionDigits: Int
    let unit: DurationUnit

    /// `0.3s`, as written (without the digit separators the lexer drops).
    var written: String {
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: max(0, fractionDigits - digits.count)) + digits + unit.rawValue
    }

    /// The same length in the coarsest finer unit that makes it whole (`1.5min` is `90s`,
    /// `0.3s` is `300ms`), or `nil` when no unit does (`1.5ms`) or the number does not fit.
    var wholeSpelling: String? {
        guard fractionDigits <= 18 else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        let (shifted, shiftOverflow) = whole.multipliedReportingOverflow(by: scale)
        let (withoutPoint, sumOverflow) = shifted.addingReportingOverflow(fraction)
        guard !shiftOverflow, !sumOverflow else { return nil }
        let finer = DurationUnit.allCases.filter { $0.milliseconds < unit.milliseconds }.sorted { $0.milliseconds > $1.milliseconds }
        for candidate in finer {
            let (scaled, overflow) = withoutPoint.multipliedReportingOverflow(by: UInt64(unit.milliseconds / candidate.milliseconds))
            if !overflow, scaled % scale == 0 { return "\(scaled / scale)\(candidate.rawValue)" }
        }
        return nil
    }
}
