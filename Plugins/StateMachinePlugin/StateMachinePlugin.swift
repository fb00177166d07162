import Foundation
import PackagePlugin

/// Runs `statemachine-gen` for the `.sm` specs of the target it is applied to.
///
/// Each spec becomes its own build command whose inputs are exactly the spec and the
/// generator, and whose output is named from the spec's file name alone, so the build
/// system re-runs a generator only when its spec (or the generator) changed. A test
/// target additionally gets the transition tests for the specs of the targets it depends on.
/// Specs must live inside the target's folder: SwiftPM only re-plans the build when a
/// target folder's files are added or removed, so specs elsewhere would go stale.
@main
struct StateMachinePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var tested: [GenerationPlan.TestedModule] = []
        if target.kind == .test {
            for case .target(let dependency) in target.dependencies {
                guard let module = dependency as? SourceModuleTarget else { continue }
                let specs = module.sourceFiles(withSuffix: "sm").map(\.url)
                guard !specs.isEmpty else { continue }
                // As the module's own build decides: its machines then have runtime conformances to test.
                let moduleConfiguration = try GenerationPlan.configuration(among: module.sourceFiles.map(\.url))
                let usesRuntime = dependsOnRuntime(module) || GenerationPlan.configurationRequestsRuntime(moduleConfiguration)
                tested.append(
                    GenerationPlan.TestedModule(
                        module: module.moduleName, specs: specs, configuration: moduleConfiguration, usesRuntime: usesRuntime))
            }
        }
        let configuration = try GenerationPlan.configuration(among: target.sourceFiles.map(\.url))
        if target.kind != .test { reportPlainImports(of: target, configuration: configuration, in: context.package) }
        let plan = GenerationPlan(
            generator: try context.tool(named: "statemachine-gen-build").url,
            outputDirectory: context.pluginWorkDirectoryURL,
            specs: target.sourceFiles(withSuffix: "sm").map(\.url),
            configuration: configuration,
            tested: tested,
            usesRuntime: dependsOnRuntime(target) || GenerationPlan.configurationRequestsRuntime(configuration))
        plan.removeStaleOutputs()
        return plan.commands
    }

    /// Test targets of the package that depend on `target` and would not see its internal
    /// machines get a warning at the import that fails.
    private func reportPlainImports(of target: SourceModuleTarget, configuration: URL?, in package: Package) {
        let check = TestImportCheck(
            module: target.moduleName, specs: target.sourceFiles(withSuffix: "sm").map(\.url), configuration: configuration,
            moduleDirectory: target.directoryURL, packageDirectory: package.directoryURL)
        for case let test as SourceModuleTarget in package.targets where test.kind == .test {
            let dependsOnTarget = test.dependencies.contains { dependency in
                if case .target(let dependency) = dependency { return dependency.id == target.id }
                return false
            }
            guard dependsOnTarget else { continue }
            for finding in check.findings(in: test.sourceFiles(withSuffix: "swift").map(\.url)) {
                Diagnostics.warning(finding.message, file: finding.file.path, line: finding.line)
            }
        }
    }

    /// A direct dependency on the `StateMachineRuntime` product (or target, inside this package).
    private func dependsOnRuntime(_ target: SourceModuleTarget) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == GenerationPlan.runtimeModule
            case .target(let target): target.name == GenerationPlan.runtimeModule
            @unknown default: false
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension StateMachinePlugin: XcodeBuildToolPlugin {
        /// The same plan for an Xcode target, over the files that are members of it (as
        /// swift-openapi-generator's and swift-protobuf's plugins read theirs). Xcode exposes no
        /// dependency sources to a plugin, so no transition tests are generated there, and a
        /// target opts into the runtime with `{ "runtime": true }` in its statemachine-gen.json.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let specs = target.inputFiles.filter { $0.url.pathExtension == "sm" }.map(\.url)
            let configuration = try GenerationPlan.configuration(among: target.inputFiles.map(\.url))
            let plan = GenerationPlan(
                generator: try context.tool(named: "statemachine-gen-build").url,
                outputDirectory: context.pluginWorkDirectoryURL,
                specs: specs,
                configuration: configuration,
                tested: [],
                usesRuntime: GenerationPlan.configurationRequestsRuntime(configuration))
            plan.removeStaleOutputs()
            return plan.commands
        }
    }
#endif
