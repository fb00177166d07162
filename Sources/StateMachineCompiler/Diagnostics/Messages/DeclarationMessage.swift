/// What a spec must declare once, and where.
enum DeclarationMessage: DiagnosticMessage {
    case missingMachine
    case duplicateMachine
    case machineNotFirst
    case duplicateContext
    case noStates(machine: String)
    case missingInitial(machine: String)
    case duplicateInitial

    var id: DiagnosticID {
        switch self {
        case .missingMachine: .missingMachine
        case .duplicateMachine: .duplicateMachine
        case .machineNotFirst: .machineNotFirst
        case .duplicateContext: .duplicateContext
        case .noStates: .noStates
        case .missingInitial: .missingInitial
        case .duplicateInitial: .duplicateInitial
        }
    }

    var text: String {
        switch self {
        case .missingMachine: "spec has no 'machine' declaration; start it with 'machine NAME'"
        case .duplicateMachine: "a spec declares exactly one machine"
        case .machineNotFirst: "'machine' must be the first declaration"
        case .duplicateContext: "a spec has at most one 'context' block"
        case .noStates(let machine): "machine '\(machine)' declares no states"
        case .missingInitial(let machine): "machine '\(machine)' has no 'initial' declaration"
        case .duplicateInitial: "a machine has exactly one 'initial' declaration"
        }
    }
}
