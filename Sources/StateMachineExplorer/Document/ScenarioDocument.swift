import StateMachineCompiler

/// The generated scenario walks (``ScenarioPlan``) as the page plays them: each step's input
/// and what the spec says it does, so the page shows where it agrees.
enum ScenarioDocument {
    static func encode(_ plan: ScenarioPlan, machine: Machine) -> ExplorerJSON {
        .array(
            plan.scenarios.map { scenario in
                .object([
                    ("title", .string(scenario.title)), ("kind", .string(kind(scenario.kind))),
                    ("start", .array(scenario.start.map(runtimeCase))), ("context", .array(scenario.context.map(runtimeValue))),
                    ("steps", .array(scenario.steps.map(step))),
                ])
            })
    }

    private static func kind(_ kind: Scenario.Kind) -> String {
        switch kind {
        case .path: return "path"
        case .staleResult: return "stale result"
        case .duplicate: return "duplicate"
        case .staleTimer: return "stale timer"
        case .together: return "together"
        }
    }

    private static func step(_ step: ScenarioStep) -> ExplorerJSON {
        let input: ExplorerJSON
        switch step.input {
        case .event(let event): input = .object([("event", runtimeCase(event))])
        case .timer(let timer): input = .object([("timer", .number(timer))])
        }
        let outcome: String
        var effects: [RuntimeCase] = []
        switch step.outcome {
        case .transitioned(let yielded): (outcome, effects) = ("transitioned", yielded)
        case .updated(let yielded): (outcome, effects) = ("updated", yielded)
        case .ignored: outcome = "ignored"
        case .rejected: outcome = "rejected"
        case .unhandled: outcome = "unhandled"
        }
        return .object([
            ("input", input), ("outcome", .string(outcome)), ("effects", .array(effects.map(runtimeCase))),
            ("states", .array(step.next.map(runtimeCase))), ("note", step.note.map(ExplorerJSON.string) ?? .null),
        ])
    }

    static func runtimeCase(_ value: RuntimeCase) -> ExplorerJSON {
        .object([("index", .number(value.index)), ("values", .array(value.values.map(runtimeValue)))])
    }

    /// A sample value as the page holds it: the generated tests' samples of UUID, Date, Duration
    /// and URL (`uuid1` is `00000000-0000-0000-0000-000000000001`, `date1` one second after 1970,
    /// `duration1` one second), a user's type as its sample's name.
    static func runtimeValue(_ value: RuntimeValue) -> ExplorerJSON {
        switch value {
        case .bool(let flag): return .object([("bool", .bool(flag))])
        case .integer(let number): return .object([("int", .string(number.description))])
        case .string(let text): return .object([("string", .string(text))])
        case .nil: return .object([("nil", .bool(true))])
        case .array(let items): return .object([("array", .array(items.map(runtimeValue)))])
        case .dictionary: return .object([("nil", .bool(true))])
        case .token(let family, let index):
            switch family {
            case "UUID":
                let hex = String(index, radix: 16, uppercase: true)
                return .object([
                    ("string", .string("00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex))
                ])
            case "Date", "Duration": return .object([("number", .number(index))])
            case "URL": return .object([("string", .string("file:///sample/\(index)"))])
            default: return .object([("string", .string("\(family)#\(index)"))])
            }
        }
    }
}
