import Foundation

/// The compiler's own growth, reduced to the two constructs that made optimized builds of
/// generated machines quadratic, each beside the alternatives tried: the reducer's parts and
/// the unoptimized written-out `==` are what the generator writes for more than 128 states.
/// Every source is a minimal file of `cases` payload cases; nothing else in it costs time.
struct ShapeFigures: Codable {
    let shape: String
    let cases: Int
    let cpuSeconds: Double
    let wallSeconds: Double
}

enum CompilerShape: String, CaseIterable {
    case synthesizedEquatable = "enum: Equatable, synthesized `==`"
    case writtenOutEquatable = "enum: Equatable, `==` written out (`guard case` per case, the last under `default`)"
    case unoptimizedEquatable = "the same `==` marked `@_optimize(none)` (generated over 128 cases)"
    case oneSwitch = "reducer: one switch over every case"
    case switchInParts = "reducer: switch in parts of 128 cases, one `@inline(never)` function each"

    func source(cases: Int) -> String {
        let isEquatable = [.synthesizedEquatable, .writtenOutEquatable, .unoptimizedEquatable].contains(self)
        // Foundation, as in every generated file: it enlarges the operator overload sets.
        var text = "import Foundation\n\nenum Shape {\n    enum State: \(isEquatable ? "Equatable, Sendable" : "Sendable") {\n"
        for index in 0..<cases { text += "        case s\(index)(token: Int)\n" }
        if self == .writtenOutEquatable || self == .unoptimizedEquatable {
            text += self == .unoptimizedEquatable ? "        @_optimize(none)\n" : ""
            text += "        static func == (lhs: State, rhs: State) -> Bool {\n            switch lhs {\n"
            for index in 0..<cases - 1 {
                text +=
                    "            case .s\(index)(let lhs0):\n                guard case .s\(index)(let rhs0) = rhs else { return false }\n"
                text += "                return lhs0 == rhs0\n"
            }
            text +=
                "            default:\n                guard case .s\(cases - 1)(let lhs0) = lhs, case .s\(cases - 1)(let rhs0) = rhs else { return false }\n"
            text += "                return lhs0 == rhs0\n            }\n        }\n"
        }
        text += "    }\n"
        switch self {
        case .synthesizedEquatable, .writtenOutEquatable, .unoptimizedEquatable: break
        case .oneSwitch: text += Self.reducer("step", 0..<cases, total: cases)
        case .switchInParts:
            let parts = stride(from: 0, to: cases, by: 128).map { $0..<min($0 + 128, cases) }
            text += "    static func step(_ state: inout State, _ amount: Int) -> Bool {\n        switch state {\n"
            for (number, part) in parts.enumerated() {
                let label = number == parts.count - 1 ? "default" : "case " + part.map { ".s\($0)" }.joined(separator: ", ")
                text += "        \(label): return part\(number)(&state, amount)\n"
            }
            text += "        }\n    }\n"
            for (number, part) in parts.enumerated() { text += "    @inline(never)\n" + Self.reducer("part\(number)", part, total: cases) }
        }
        return text + "}\n"
    }

    /// A switch that binds each case's payload, tests it and moves on to the next case.
    private static func reducer(_ name: String, _ cases: Range<Int>, total: Int) -> String {
        var text = "    static func \(name)(_ state: inout State, _ amount: Int) -> Bool {\n        switch state {\n"
        // Over every case, the last one goes under `default`: an exhaustive switch this large
        // is more than the compiler will prove, and `default` must stay reachable.
        for index in cases.count == total ? cases.dropLast() : cases[...] {
            text += "        case .s\(index)(let token):\n"
            text += "            if token != amount { state = .s\((index + 1) % total)(token: amount); return true }\n"
            text += "            return false\n"
        }
        return text + "        default: return false\n        }\n    }\n"
    }
}

enum CompilerShapes {
    static func measure(sizes: [Int], swiftc: URL, in directory: URL) throws -> [ShapeFigures] {
        var figures: [ShapeFigures] = []
        for shape in CompilerShape.allCases {
            for cases in sizes {
                progress("swiftc -c -O on a minimal file: \(shape.rawValue), \(cases) cases")
                let source = directory.appendingPathComponent("shape.swift")
                try shape.source(cases: cases).write(to: source, atomically: true, encoding: .utf8)
                let object = directory.appendingPathComponent("shape.o")
                let compile = ChildProcess(
                    executable: swiftc,
                    arguments: [
                        "-c", "-O", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "Shape",
                        source.path, "-o", object.path,
                    ])
                let times = try compile.best(of: 1)
                figures.append(ShapeFigures(shape: shape.rawValue, cases: cases, cpuSeconds: times.cpu, wallSeconds: times.wall))
            }
        }
        return figures
    }
}
