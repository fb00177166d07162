// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "statemachine-gen",
    products: [
        .executable(name: "statemachine-gen", targets: ["statemachine-gen"]),
        .library(name: "StateMachineCompiler", targets: ["StateMachineCompiler"]),
        .plugin(name: "StateMachinePlugin", targets: ["StateMachinePlugin"]),
        .plugin(name: "GenerateStateMachines", targets: ["GenerateStateMachines"]),
        .plugin(name: "AddStateMachine", targets: ["AddStateMachine"]),
    ],
    targets: [
        // The whole pipeline: source text → tokens → syntax tree → checked model → emitted files.
        .target(name: "StateMachineCompiler"),
        // A thin command line over the library.
        .executableTarget(name: "statemachine-gen", dependencies: ["StateMachineCompiler"]),
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
        // `swift package --allow-writing-to-package-directory add-state-machine --target NAME SPEC`:
        // starts a machine in a target (its spec, and the Swift file SwiftPM needs if none).
        .plugin(
            name: "AddStateMachine",
            capability: .command(
                intent: .custom(verb: "add-state-machine", description: "Add a new .sm spec (and a Swift file if needed) to a target"),
                permissions: [.writeToPackageDirectory(reason: "Writes the new spec into the target's folder")]),
            dependencies: ["statemachine-gen"]),
        // The shipped examples, built through the plugin exactly as a user's target would be.
        .target(name: "ExampleMachines", path: "specs", plugins: ["StateMachinePlugin"]),
        // Behaviour tests, plus the transition tables the plugin generates from the specs of ExampleMachines.
        .testTarget(name: "ExampleMachinesTests", dependencies: ["ExampleMachines"], plugins: ["StateMachinePlugin"]),
        // `swift run -c release statemachine-bench`: the Performance figures in the README.
        .executableTarget(name: "statemachine-bench", dependencies: ["StateMachineCompiler", "ExampleMachines"]),
        .testTarget(name: "StateMachineCompilerTests", dependencies: ["StateMachineCompiler"]),
    ]
)
