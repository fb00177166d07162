// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "statemachine-gen",
    // The floors of Swift concurrency, so the generator and its plugins serve an app of any
    // deployment target (they run on the host) and the generated code compiles everywhere.
    // macOS 10.15.4: the generator reads specs with `FileHandle.read(upToCount:)`. What needs
    // Observation (`MachineStore` and what uses it) is gated with `@available(iOS 17, macOS 14,
    // tvOS 17, watchOS 10, *)` instead; see the catalog's "Platforms" article.
    platforms: [.macOS("10.15.4"), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13), .visionOS(.v1)],
    products: [
        .executable(name: "statemachine-gen", targets: ["statemachine-gen"]),
        // The compiler as libraries: the pipeline, and beside it the modules only the full
        // command line needs (diagrams and matrix, formatter, the commands themselves).
        .library(
            name: "StateMachineCompiler",
            targets: [
                "StateMachineCompiler", "StateMachineDiagrams", "StateMachineExplorer", "StateMachineFormatter", "StateMachineCommandLine",
            ]),
        .library(name: "StateMachineLanguageServer", targets: ["StateMachineLanguageServer"]),
        .library(name: "StateMachineRuntime", targets: ["StateMachineRuntime"]),
        .library(name: "StateMachineRuntimeTesting", targets: ["StateMachineRuntimeTesting"]),
        .plugin(name: "StateMachinePlugin", targets: ["StateMachinePlugin"]),
        .plugin(name: "GenerateStateMachines", targets: ["GenerateStateMachines"]),
        .plugin(name: "AddStateMachine", targets: ["AddStateMachine"]),
        .plugin(name: "DiffStateMachines", targets: ["DiffStateMachines"]),
    ],
    targets: [
        // The pipeline a build needs: source text → tokens → syntax tree → checked model →
        // analyses → Swift, tests and scenarios → files; and the `generate` and `tests` commands.
        .target(name: "StateMachineCompiler"),
        // Pictures and tables of a checked machine for people: DOT, Mermaid, Graphviz, the matrix.
        .target(name: "StateMachineDiagrams", dependencies: ["StateMachineCompiler"]),
        // `explore`: one self-contained HTML page per spec that runs the machine in a browser.
        .target(name: "StateMachineExplorer", dependencies: ["StateMachineCompiler", "StateMachineDiagrams"]),
        // A spec's tokens and syntax tree printed back in the canonical layout.
        .target(name: "StateMachineFormatter", dependencies: ["StateMachineCompiler"]),
        // Every command of `statemachine-gen` except `lsp`, as a function of arguments to an exit status.
        .target(
            name: "StateMachineCommandLine",
            dependencies: ["StateMachineCompiler", "StateMachineDiagrams", "StateMachineFormatter", "StateMachineExplorer"]),
        // `statemachine-gen lsp`: the Language Server Protocol, a front door onto the compiler.
        .target(name: "StateMachineLanguageServer", dependencies: ["StateMachineCompiler", "StateMachineFormatter"]),
        // A thin command line over the libraries.
        .executableTarget(name: "statemachine-gen", dependencies: ["StateMachineCommandLine", "StateMachineLanguageServer"]),
        // The build plugin's tool: `generate` and `tests` only, so a user's first build compiles
        // the pipeline alone for the host, not the diagrams, formatter or language server.
        .executableTarget(name: "statemachine-gen-build", dependencies: ["StateMachineCompiler"]),
        // The `add-state-machine` plugin's tool: `new` only, for the same reason.
        .executableTarget(name: "statemachine-gen-new", dependencies: ["StateMachineCompiler"]),
        // Generates a target's machines (and, for test targets, the transition tests of the
        // machines they test) from its `.sm` specs on every build where a spec changed.
        .plugin(name: "StateMachinePlugin", capability: .buildTool(), dependencies: ["statemachine-gen-build"]),
        // `swift package --allow-writing-to-package-directory generate-state-machines`:
        // refreshes the checked-in Generated/ folder for review.
        .plugin(
            name: "GenerateStateMachines",
            capability: .command(
                intent: .custom(verb: "generate-state-machines", description: "Regenerate Generated/ from every .sm spec"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated machines, tests and diagrams into Generated/")]),
            dependencies: ["statemachine-gen"]),
        // `swift package --allow-writing-to-package-directory add-state-machine --target NAME SPEC`:
        // starts a machine in a target (its spec, and the Swift file SwiftPM needs if none).
        .plugin(
            name: "AddStateMachine",
            capability: .command(
                intent: .custom(verb: "add-state-machine", description: "Add a new .sm spec (and a Swift file if needed) to a target"),
                permissions: [.writeToPackageDirectory(reason: "Writes the new spec into the target's folder")]),
            dependencies: ["statemachine-gen-new"]),
        // `swift package diff-state-machines [--against REV]`: one Markdown report of what every
        // spec of the package does differently from a git revision, for a pull request.
        .plugin(
            name: "DiffStateMachines",
            capability: .command(
                intent: .custom(
                    verb: "diff-state-machines", description: "Report behaviour changes of every .sm spec against a git revision")),
            dependencies: ["statemachine-gen"]),
        // Owns generated machines in apps: `MachineStore` runs their effects on the main actor.
        // Depends on nothing of ours; the generated reducers do not depend on it.
        .target(name: "StateMachineRuntime"),
        // `EffectGate`: tests decide the order in which effects complete, without sleeping.
        .target(name: "StateMachineRuntimeTesting", dependencies: ["StateMachineRuntime"]),
        // SplitMix64: the seeded generator the randomized tests and the benchmark share.
        .target(name: "SeededRandom"),
        // The shipped examples, built through the plugin exactly as a user's target would be;
        // depending on the runtime makes the plugin add their `StateMachine` conformances.
        .target(name: "ExampleMachines", dependencies: ["StateMachineRuntime"], path: "specs", plugins: ["StateMachinePlugin"]),
        // Machines the runtime's tests and benchmark need beyond the shipped examples (a quote
        // refresh whose answers race), generated by the plugin like any user's target.
        .target(
            name: "RuntimeTestMachines", dependencies: ["StateMachineRuntime"], path: "Tests/RuntimeTestMachines",
            plugins: ["StateMachinePlugin"]),
        // Behaviour tests, plus the transition tables the plugin generates from the specs of ExampleMachines.
        .testTarget(name: "ExampleMachinesTests", dependencies: ["ExampleMachines"], plugins: ["StateMachinePlugin"]),
        // `swift run -c release statemachine-bench`: the figures of the Performance article.
        .executableTarget(
            name: "statemachine-bench",
            dependencies: [
                "StateMachineCompiler", "StateMachineFormatter", "StateMachineLanguageServer", "ExampleMachines", "StateMachineRuntime",
                "RuntimeTestMachines", "SeededRandom",
            ]),
        // `swift run -c release statemachine-crashtest --seed N --kills K`: the checkout example with
        // durable effects as a child process, killed inside its journal's writes and from outside,
        // restarted each time, checked against a fake server for lost or doubled operations.
        .executableTarget(name: "statemachine-crashtest", dependencies: ["StateMachineRuntime", "ExampleMachines", "SeededRandom"]),
        // What the test targets share: specs with location markers, the package's files and
        // example specs, the one way to run another program, and line diffs of emitted text.
        .target(name: "StateMachineTestSupport", dependencies: ["StateMachineCompiler"], path: "Tests/StateMachineTestSupport"),
        .testTarget(
            name: "StateMachineCompilerTests",
            dependencies: [
                "StateMachineCompiler", "StateMachineDiagrams", "StateMachineExplorer", "StateMachineFormatter", "StateMachineCommandLine",
                "SeededRandom", "StateMachineTestSupport",
            ]),
        .testTarget(
            name: "StateMachineLanguageServerTests",
            dependencies: [
                "StateMachineLanguageServer", "StateMachineCompiler", "StateMachineCommandLine", "SeededRandom", "StateMachineTestSupport",
            ]),
        .testTarget(
            name: "StateMachineRuntimeTests",
            dependencies: [
                "StateMachineRuntime", "StateMachineRuntimeTesting", "ExampleMachines", "RuntimeTestMachines", "SeededRandom",
                "StateMachineTestSupport",
                // `replay` of the traces the tests' stores record.
                "StateMachineCommandLine",
            ],
            // Journals written by earlier versions of a machine, read by path.
            exclude: ["Fixtures"]),
        // The W3C SCXML conformance tests the language expresses: the specs of its folder, generated
        // by the plugin (a test target's own specs get no transition tests, and neither a plain
        // `swift build` nor `generate-state-machines` builds them), run in a store on a test clock.
        .testTarget(
            name: "W3CConformanceTests", dependencies: ["StateMachineRuntime", "StateMachineRuntimeTesting"],
            plugins: ["StateMachinePlugin"]),
    ]
)
