import Foundation
import SeededRandom
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// What `check` accepts compiles: every spec of the fuzz corpus that checks, and a few hundred
/// seeded random specs built from every construct (`RandomSpec`), generate a machine and its
/// runtime conformance (and, for every fourth spec, its tests and scenarios) that swiftc
/// type-checks as Swift 6 with warnings as errors. A failure names the spec; its seed
/// reproduces it. Tests and scenarios are most of the text, so checking them for every spec
/// cost CI 25 minutes on 2 cores; every fourth keeps each of their shapes covered.
@Suite(.enabled(if: Swiftc.isAvailable)) struct AcceptedSpecsCompileTests {
    static let randomSpecs = 400
    static let firstSeed: UInt64 = 0x35_0000
    /// Specs per swiftc run: few runs, each small enough that a failure's output stays readable.
    static let batchSize = 50

    struct Accepted {
        let origin: String
        let files: [String: String]
        let machineName: String
        /// The identifiers its files spell.
        let words: Set<String>

        init(origin: String, files: [String: String], machineName: String) {
            self.origin = origin
            self.files = files
            self.machineName = machineName
            words = Set(files.values.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
        }
    }

    @Test func everyAcceptedSpecGeneratesSwiftThatTypeChecksWithoutWarnings() throws {
        var accepted: [Accepted] = []
        var acceptedRandomTexts: [String] = []
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.randomSpecs)) {
            var spec = RandomSpec(name: "Random\(seed - Self.firstSeed)", seed: seed)
            let text = spec.text()
            let origin = "seed \(seed):\n\(text)"
            guard let generated = Self.generate(SourceFile(path: "random.sm", text: text), origin: origin, number: accepted.count) else {
                continue
            }
            accepted.append(generated)
            acceptedRandomTexts.append(text)
        }
        // The generator must keep producing specs the checker accepts, with every construct among them.
        #expect(acceptedRandomTexts.count >= Self.randomSpecs / 2)
        for construct in [
            "context {", "group ", "entry ", "exit ", "during ", " after ", " stays ", " ignore", "* on", ", s", " final", " < ",
            " + 1", "!!", "sensitive", " durable", "Duration",
        ] {
            #expect(acceptedRandomTexts.contains { $0.contains(construct) }, "no accepted random spec has \(construct)")
        }
        let corpus = PackageFiles.url("Fuzz/corpus")
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let bytes = try Data(contentsOf: corpus.appendingPathComponent(name))
            let file = SourceFile(path: "corpus.sm", bytes: Array(bytes))
            if let generated = Self.generate(file, origin: "Fuzz/corpus/\(name)", number: accepted.count) {
                accepted.append(generated)
            }
        }
        let failures = try Swiftc.typeCheck(
            Self.batches(of: accepted).map { $0.reduce(into: [:]) { $0.merge($1.files) { first, _ in first } } },
            runtime: Self.runtimeSources())
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Machines with regions, some named after standard and Foundation types (every one of
    /// `RandomRegionSpec.typeNames`, in both spellings, at least once) and reading each other
    /// with `in(...)`, a whole region's included: what `check` accepts compiles to SIL
    /// (`-emit-sil`) without a warning, so the mandatory passes' "will never be executed" and
    /// "never used" count as type-checking's do. Fewer specs than above: SIL costs more.
    @Test func everyAcceptedSpecWithRegionsCompilesToSILWithoutWarnings() throws {
        var accepted: [Accepted] = []
        var refusedRegionNames = 0
        var drawnRegionNames: Set<String> = []
        func draw(seed: UInt64, firstRegion: String? = nil) {
            var spec = RandomRegionSpec(name: "Regions\(seed & 0xFFFF)", seed: seed, firstRegion: firstRegion)
            let text = spec.text()
            for line in text.split(separator: "\n") where line.hasPrefix("region ") {
                drawnRegionNames.insert(String(line.dropFirst("region ".count).prefix { $0 != " " }))
            }
            let file = SourceFile(path: "regions.sm", text: text)
            if Pipeline.check(file, indexingSymbols: false).diagnostics.contains(where: { $0.id == .regionNameTaken }) {
                refusedRegionNames += 1
            }
            if let generated = Self.generate(file, origin: "seed \(seed):\n\(text)", number: accepted.count) { accepted.append(generated) }
        }
        for seed in UInt64(0x45_0000)..<UInt64(0x45_0000 + Self.randomRegionSpecs) { draw(seed: seed) }
        // About a third are accepted: the draws include region names the checker refuses.
        #expect(accepted.count >= Self.randomRegionSpecs / 4, "too few accepted: \(accepted.count)")
        // Then one spec per type name and spelling, which names its first region.
        for (index, name) in RandomRegionSpec.typeSpellings.enumerated() { draw(seed: 0x45_8000 + UInt64(index), firstRegion: name) }
        #expect(refusedRegionNames > 0, "no region named after a type the generated code names was drawn")
        for spelling in ["string", "int", "uUID", "date", "bool", "data", "uRL", "array", "optional", "self", "state"] {
            let type = spelling.prefix(1).uppercased() + spelling.dropFirst()
            #expect(drawnRegionNames.isSuperset(of: [spelling, type]), "no region named \(spelling) or \(type) was drawn")
        }
        let failures = try Swiftc.typeCheck(
            Self.batches(of: accepted).map { $0.reduce(into: [:]) { $0.merge($1.files) { first, _ in first } } },
            runtime: Self.runtimeSources(), throughSIL: true)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    static let randomRegionSpecs = 60

    /// The spec's generated Swift, each file named after `origin`'s position, or `nil` when the checker refuses it.
    static func generate(_ file: SourceFile, origin: String, number: Int) -> Accepted? {
        guard let machine = Pipeline.check(file, indexingSymbols: false).machine else { return nil }
        // Both access levels and both encodings, in turn.
        let access: SwiftMachineEmitter.AccessLevel = number.isMultiple(of: 2) ? .internal : .public
        let (swift, conformance) = Pipeline.emitMachine(
            machine, specPath: file.path, access: access, codable: number.isMultiple(of: 3), runtime: true)
        // The batch is one module, so the tests need no import of the machine's.
        let module = "TestedMachines"
        let tests = number.isMultiple(of: 4) ? Pipeline.emitTests(Pipeline.plan(machine), module: module, runtime: true) : []
        var files: [String: String] = [:]
        for generated in [swift] + (conformance.map { [$0] } ?? []) + tests {
            files["\(number)-\(generated.name)"] = generated.contents.replacingOccurrences(of: "@testable import \(module)\n", with: "")
        }
        return Accepted(origin: origin, files: files, machineName: machine.name)
    }

    /// Batches whose machines' names are unique and appear in no other spec's files, so one
    /// machine's type cannot hide a type another one uses.
    static func batches(of accepted: [Accepted]) -> [[Accepted]] {
        var batches: [[Accepted]] = []
        for spec in accepted {
            let fits = batches.firstIndex { batch in
                batch.count < batchSize && batch.allSatisfy { !$0.words.contains(spec.machineName) && !spec.words.contains($0.machineName) }
            }
            if let fits { batches[fits].append(spec) } else { batches.append([spec]) }
        }
        return batches
    }

    /// Every Swift file of the runtime, its subfolders (the journal's) included.
    static func runtimeSources() -> [String] {
        let folder = PackageFiles.url("Sources/StateMachineRuntime")
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
