import Foundation
import StateMachineCompiler

extension Tool {
    /// `replay`: 0 when SPEC agrees with every trace, 1 when it differs from one (its first
    /// differing step printed), 2 when SPEC does not check or a trace cannot be read.
    func replay(spec: String, traces: [String], configuration: ConfigurationRequest) -> ExitStatus {
        guard let machine = build.checkAll([spec], configuration, reportingWarnings: false)?.first else { return .cannotCompare }
        var status = ExitStatus.success
        for path in traces {
            let trace: Trace
            do {
                trace = try TraceReader.read(try String(contentsOfFile: path, encoding: .utf8))
            } catch let failure as TraceReader.Failure {
                standardError(failure.rendered(path: path))
                status = .cannotCompare
                continue
            } catch {
                standardError("statemachine-gen: error: cannot read \(path): \(error.localizedDescription)\n")
                status = .cannotCompare
                continue
            }
            guard trace.machine == machine.name else {
                standardError("\(path):1: error: the trace is of machine '\(trace.machine)', \(spec) declares '\(machine.name)'\n")
                status = .cannotCompare
                continue
            }
            if case .differs(let difference) = TraceReplay.replay(trace, on: machine) {
                standardOutput(difference.rendered(trace: path, spec: spec))
                if status == .success { status = .differences }
            }
        }
        return status
    }
}
