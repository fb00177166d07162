import StateMachineCompiler

/// Completion in `group`, `entry` and `exit` declarations, and the groups offered wherever
/// a row's source fits.
extension Completion {
    /// True when `group`, `entry` or `exit` starts a declaration here rather than naming a
    /// state of a row: a name follows it, or it is the only word and no state has its name.
    func startsDeclaration(_ before: [Token], declared: Declared) -> Bool {
        guard before.count == 1 else { return before[1].identifier.map { !Keyword.isReserved($0) && $0 != "on" } ?? false }
        let word = before[0].identifier ?? ""
        return !declared.states.contains { $0.name.text == word } && !declared.groups.contains { $0.name.text == word }
    }

    /// After `group NAME =` and its commas: states and other groups. After `entry`, `exit` or
    /// `during`: states (with one name per label) and groups, after a list's commas without
    /// labels; effects after `/`; values in a guard or arguments.
    func stateStructureCandidates(_ word: ContextualKeyword, before: [Token], declared: Declared, rowStart: Int?) -> [JSON] {
        guard let last = before.last else { return [] }
        if word == .group || word == .region {
            guard last.kind == .equal || last.kind == .comma else { return [] }
            let name = before.count > 1 ? before[1].identifier : nil
            return declared.states.map { item($0, .enumMember, withPayload: false) }
                + groups(declared).filter { $0["label"] != name.map(JSON.string) }
        }
        if before.count == 1 { return declared.states.map { item($0, .enumMember, withPayload: true) } + groups(declared) }
        let open = before.reduce(into: (parens: 0, brackets: 0)) { depth, token in
            if token.kind == .leftParen { depth.parens += 1 } else if token.kind == .rightParen { depth.parens -= 1 }
            if token.kind == .leftBracket { depth.brackets += 1 } else if token.kind == .rightBracket { depth.brackets -= 1 }
        }
        let afterSlash = before.contains { $0.kind == .slash }
        let values = rowValues(rowStart: rowStart, before: before, declared: declared)
        if open.brackets > 0 { return values + Keyword.literalWords.map { keyword($0) } }
        if open.parens > 0 { return afterSlash ? values : [] }
        // `during a, ` (or `entry`, `exit`): the next item of a source list binds nothing.
        if !afterSlash, last.kind == .comma { return declared.states.map { item($0, .enumMember, withPayload: false) } + groups(declared) }
        if afterSlash, last.kind == .slash || last.kind == .comma { return declared.effects.map { item($0, .function, withPayload: true) } }
        return []
    }

    func groups(_ declared: Declared) -> [JSON] {
        declared.groups.map {
            item($0.name.text, .module, detail: "group " + $0.name.text + " = " + $0.members.map(\.text).joined(separator: ", "))
        }
    }
}
