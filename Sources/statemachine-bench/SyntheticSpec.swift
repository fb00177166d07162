/// A generated `.sm` spec of any size, shaped like a large real machine: few events,
/// many states, and for every state one plain row, one guarded row that binds event
/// payloads, and one self-transition.
struct SyntheticSpec {
    let stateCount: Int

    var machineName: String { "Synthetic\(stateCount)" }
    var fileName: String { "synthetic\(stateCount).sm" }

    var text: String {
        var text = """
            // \(stateCount) states, three rows each, for the statemachine-bench generator figures.
            machine \(machineName)

            context {
                limit: Int
            }

            initial s0(0)

            event advance
            event submit(token: Int, amount: Int)
            event refresh(token: Int)

            effect charge(token: Int, amount: Int)


            """
        for state in 0..<stateCount {
            text += "state s\(state)(token: Int)\n"
        }
        text += "\n"
        for state in 0..<stateCount {
            let next = (state + 1) % stateCount
            text += """
                s\(state)(t) on advance -> s\(next)(t)
                s\(state)(t) on submit(t, amount) [amount != limit] -> s\(next)(t) / charge(t, amount)
                s\(state)(t) on refresh(t) -> s\(state)(t)

                """
        }
        return text
    }
}
