import StateMachineCompiler

/// Completion in rows that time the machine (`after`) or update a state in place (`stays`).
extension Completion {
    /// Where the tokens of a row typed so far put the cursor.
    struct RowProgress {
        /// The index of `on` or `after`, once written after the source.
        let trigger: Int?
        /// Whether the trigger is `after`.
        let isTimed: Bool
        /// The index of `->`, `stays` or `ignore`, once written after the trigger and its event or delay.
        let action: Int?

        init(_ before: [Token]) {
            // The first token is the source, whatever it is called.
            let trigger = before.indices.dropFirst().first { before[$0].isKeyword(.on) || before[$0].identifier == ContextualKeyword.after }
            self.trigger = trigger
            isTimed = trigger.map { before[$0].identifier == ContextualKeyword.after } ?? false
            action = trigger.flatMap { trigger in
                before.indices.dropFirst(trigger + 2).first {
                    before[$0].kind == .arrow || before[$0].isKeyword(.ignore) || before[$0].identifier == ContextualKeyword.stays
                }
            }
        }
    }

    /// After `after`: the context fields of type `Duration`, the delays a row may name.
    func durationFields(_ declared: Declared) -> [JSON] {
        declared.context.filter { StandardType.named($0.type)?.name == "Duration" }.map {
            item($0.name.text, .field, detail: "\($0.name.text): Duration")
        }
    }
}
