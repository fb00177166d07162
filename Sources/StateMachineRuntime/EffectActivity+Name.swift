extension EffectActivity {
    /// An effect's case with its payload's labels and none of its values (`fetch(requestID:)`),
    /// so a message naming a stuck effect never shows a value marked `sensitive`.
    static func name(of effect: some Any) -> String {
        let mirror = Mirror(reflecting: effect)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first, let caseName = payload.label else {
            return String(describing: effect)
        }
        let fields = Mirror(reflecting: payload.value)
        guard fields.displayStyle == .tuple else { return caseName + "(_:)" }
        let labels = fields.children.map { field in field.label.map { $0.hasPrefix(".") ? "_:" : $0 + ":" } ?? "_:" }
        return caseName + "(" + labels.joined() + ")"
    }
}
