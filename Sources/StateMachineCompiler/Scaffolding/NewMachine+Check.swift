extension NewMachine {
    /// Why the template would not check under this name, or nil when it checks cleanly.
    ///
    /// A name that is an identifier can still be one the checker refuses as a machine's
    /// (`self`, `Type`, `_`, or a type the generated code uses, such as `String` or `UUID`):
    /// the spec is checked as written before anything is, so `new` never leaves a spec
    /// that fails the next build.
    static func templateProblem(name: String, module: String) -> String? {
        let spec = SourceFile(path: name + ".sm", text: specTemplate(machine: machineName(name), module: module))
        return Pipeline.check(spec, indexingSymbols: false).diagnostics.first { $0.severity != .note }?.message
    }
}
