// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "statemachine-gen",
    products: [
        .executable(name: "statemachine-gen", targets: ["statemachine-gen"]),
        .library(name: "StateMachineCompiler", targets: ["StateMachineCompiler"]),
        .library(name: "StateMachineLanguageServer", targets: ["StateMachineLanguageServer"]),
        .plugin(name: "StateMachinePlugin", targets: ["StateMachinePlugin"]),
        .plugin(name: "GenerateStateMachines", targets: ["GenerateStateMachines"]),
    ],
    targets: [
        // The whole pipeline: source text → tokens → syntax tree → checked model → emitted files.
        .target(name: "StateMachineCompiler"),
        // `statemachine-gen lsp`: the Language Server Protocol, a front door onto the compiler.
        .target(name: "StateMachineLanguageServer", dependencies: ["StateMachineCompiler"]),
        // A thin command line over the libraries.
        .executableTarget(name: "statemachine-gen", dependencies: ["StateMachineCompiler", "StateMachineLanguageServer"]),
        // Generates a target's machines (and, for test targets, the transition tests of the
        // machines they test) from its `.sm` specs on every build where a spec changed.
        .plugin(name: "StateMachinePlugin", capability: .buildTool(), dependencies: ["statemachine-gen"]),
        // `swift package --allow-writing-to-package-directory generate-state-machines`:
        // refreshes the checked-in Generated/ folder for review.
        .plugin(
            name: "GenerateStateMachines",
            capability: .command(
                intent: .custom(verb: "generate-state-machines", description: "Regenerate Generated/ from every .sm spec"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated machines, tests and diagrams into Generated/")]),
            dependencies: ["statemachine-gen"]),
        // The shipped examples, built through the plugin exactly as a user's target would be.
        .target(name: "ExampleMachines", path: "specs", plugins: ["StateMachinePlugin"]),
        // Behaviour tests, plus the transition tables the plugin generates from the specs of ExampleMachines.
        .testTarget(name: "ExampleMachinesTests", dependencies: ["ExampleMachines"], plugins: ["StateMachinePlugin"]),
        // `swift run -c release statemachine-bench`: the Performance figures in the README.
        .executableTarget(name: "statemachine-bench", dependencies: ["StateMachineCompiler", "StateMachineLanguageServer", "ExampleMachines"]),
        .testTarget(name: "StateMachineCompilerTests", dependencies: ["StateMachineCompiler"]),
        .testTarget(name: "StateMachineLanguageServerTests", dependencies: ["StateMachineLanguageServer", "StateMachineCompiler"]),
    ]
)
