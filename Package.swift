// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "statemachine-gen",
    products: [
        .executable(name: "statemachine-gen", targets: ["statemachine-gen"]),
        .library(name: "StateMachineCompiler", targets: ["StateMachineCompiler"]),
    ],
    targets: [
        // The whole pipeline: source text → tokens → syntax tree → checked model → emitted files.
        .target(name: "StateMachineCompiler"),
        // A thin command line over the library.
        .executableTarget(name: "statemachine-gen", dependencies: ["StateMachineCompiler"]),
        .testTarget(name: "StateMachineCompilerTests", dependencies: ["StateMachineCompiler"]),
    ]
)
