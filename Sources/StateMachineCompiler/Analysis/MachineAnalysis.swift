/// Warnings about a machine that checked without errors: parts that can never take
/// effect, and rows whose outcome is decided before they are read.
///
/// Each analysis reads only the checked ``Machine`` and the ``MachineSourceMap`` the
/// checker made of it, and runs in time linear in the spec (guard evaluation works
/// within a fixed budget), so a huge spec cannot stall a build.
public enum MachineAnalysis {
    public static func warnings(for machine: Machine, sourceMap: MachineSourceMap) -> [Diagnostic] {
        let guardVerdicts = GuardVerdictTable(machine)
        let firing = RowFiring(machine: machine, guardVerdicts: guardVerdicts)
        return DiagnosticLimit.capped(
            ReachabilityAnalysis.warnings(machine, sourceMap)
                + DeclarationUseAnalysis.warnings(machine, sourceMap)
                + ConstantGuardAnalysis.warnings(machine, sourceMap, guardVerdicts)
                + RegionTestAnalysis.warnings(machine, sourceMap)
                + ShadowingAnalysis.warnings(machine, sourceMap, firing)
                + BindingAnalysis.warnings(machine, sourceMap)
                + TimeAnalysis.warnings(machine, sourceMap)
                + LateResultAnalysis.warnings(machine, sourceMap))
    }
}
