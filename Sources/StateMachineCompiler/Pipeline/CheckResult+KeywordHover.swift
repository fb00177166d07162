/// Hover on the words of time and owned work, which name no symbol: `after`, `always`, `stays`, `during`, `history`, and on `renamed from`.
extension CheckResult {
    /// What the contextual keyword under the cursor does, and where it is written; `nil`
    /// when the cursor is on none of them.
    package func keywordExplanation(at offset: Int) -> (text: String, range: SourceRange)? {
        for declaration in parsed.syntax.declarations {
            switch declaration {
            case .row(let row):
                if case .after(let keyword, let duration) = row.trigger, keyword.covers(offset) {
                    let delay = file.text(of: duration.range)
                    return (KeywordExplanation.after(delay: delay, timerName: timerName(ofRowAt: row.range.start)), keyword)
                }
                if case .always(let keyword) = row.trigger, keyword.covers(offset) { return (KeywordExplanation.always, keyword) }
                if case .done(let keyword) = row.trigger, keyword.covers(offset) {
                    return (KeywordExplanation.done(group: row.source.firstName?.text ?? ""), keyword)
                }
                if let mark = row.history, mark.range.covers(offset), let target = row.action.target {
                    return (KeywordExplanation.history(deep: mark.deep != nil, group: target.text), mark.range)
                }
                if case .update(let stays, _, _, _) = row.action, stays.covers(offset) {
                    return (KeywordExplanation.stays, stays)
                }
                if let explained = inStateExplanation(in: row.guardExpression, at: offset) { return explained }
            case .stateEffects(let declaration) where declaration.kind != .during || !declaration.keyword.covers(offset):
                if let explained = inStateExplanation(in: declaration.guardExpression, at: offset) { return explained }
            case .stateEffects(let declaration) where declaration.kind == .during && declaration.keyword.covers(offset):
                return (KeywordExplanation.during(source: declaration.source.names), declaration.keyword)
            case .history(let declaration):
                let words = declaration.firstWord.union(declaration.keyword)
                if words.covers(offset) {
                    return (KeywordExplanation.history(deep: declaration.deep != nil, group: declaration.group.text), words)
                }
            case .cases(let declaration):
                if let explained = formerNameExplanation(of: declaration, at: offset) { return explained }
            case .context(_, let fields):
                for field in fields {
                    if let explained = formerNameExplanation(field.formerName, "context field `\(field.name.text)`", at: offset) {
                        return explained
                    }
                }
            default:
                continue
            }
        }
        return nil
    }

    /// What the `in` of a guard's `in(...)` under the cursor reads.
    private func inStateExplanation(in guardExpression: ExpressionSyntax?, at offset: Int) -> (text: String, range: SourceRange)? {
        guard let test = guardExpression?.inStateTests.first(where: { $0.keyword.covers(offset) }) else { return nil }
        return (KeywordExplanation.inState(written: file.text(of: test.range), name: test.name.text), test.keyword)
    }

    /// `renamed from` of the case or of one of its payload's labels, when the cursor is on its `renamed` or `from`.
    private func formerNameExplanation(of declaration: CaseDeclarationSyntax, at offset: Int) -> (text: String, range: SourceRange)? {
        let kind = declaration.kind.rawValue
        if let explained = formerNameExplanation(declaration.formerName, "\(kind) `\(declaration.name.text)`", at: offset) {
            return explained
        }
        for field in declaration.parameters {
            let renamed = "payload label `\(field.name.text)` of \(kind) `\(declaration.name.text)`"
            if let explained = formerNameExplanation(field.formerName, renamed, at: offset) { return explained }
        }
        return nil
    }

    private func formerNameExplanation(_ former: FormerNameSyntax?, _ renamed: String, at offset: Int) -> (
        text: String, range: SourceRange
    )? {
        guard let former, former.keyword.covers(offset) || former.from.covers(offset) else { return nil }
        return (KeywordExplanation.renamedFrom(former: former.name.text, renamed: renamed), former.keyword.union(former.from))
    }

    /// The generated `Timer` case of the timed row written at `start`; `nil` while the spec has errors.
    private func timerName(ofRowAt start: Int) -> String? {
        let line = file.location(of: start).line
        guard let machine, let timer = machine.timedRows.firstIndex(where: { $0.line == line }) else { return nil }
        return machine.timerNames[timer]
    }
}

extension SourceRange {
    /// Whether the cursor at `offset` is on the range: inside it or right after its last character.
    fileprivate func covers(_ offset: Int) -> Bool { start <= offset && offset <= end }
}
