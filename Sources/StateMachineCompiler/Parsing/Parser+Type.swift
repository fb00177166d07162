/// Swift types as they appear in payloads and the context block, normalised on the way in.
///
/// Every later stage walks a type recursively, so the nesting limit bounds the depth of the
/// type itself: each `?`, `[…]` and generic argument list is a level, however it is spelled.
extension Parser {
    mutating func parseType() throws(Failure) -> SwiftType {
        try parseMeasuredType().type
    }

    private mutating func parseMeasuredType() throws(Failure) -> (type: SwiftType, depth: Int) {
        try enterNesting()
        defer { nesting -= 1 }
        var (type, depth) = try parsePrimaryType()
        if depth > Parser.maximumNesting { throw tooDeep() }
        while current.kind == .question {
            depth += 1
            if depth > Parser.maximumNesting { throw tooDeep() }
            advance()
            type = .optional(type)
        }
        return (type, depth)
    }

    private mutating func parsePrimaryType() throws(Failure) -> (type: SwiftType, depth: Int) {
        if current.kind == .leftBracket {
            advance()
            let element = try parseMeasuredType()
            if current.kind == .colon {
                advance()
                let value = try parseMeasuredType()
                try expect(.rightBracket, .dictionaryTypeEnd)
                return (.dictionary(key: element.type, value: value.type), max(element.depth, value.depth) + 1)
            }
            try expect(.rightBracket, .arrayTypeEnd)
            return (.array(element.type), element.depth + 1)
        }
        guard var name = current.identifier else {
            if current.kind == .leftParen {
                throw failure(SyntaxMessage.tupleOrFunctionType, at: current.range)
            }
            throw expected(.type)
        }
        var components = [NameSyntax(text: name, range: current.range)]
        advance()
        while current.kind == .dot {
            advance()
            guard let member = current.identifier else { throw expected(.memberType) }
            name += "." + member
            components.append(NameSyntax(text: member, range: current.range))
            advance()
        }
        typeNames.append(TypeNameSyntax(components: components))
        var arguments: [SwiftType] = []
        var depth = 1
        if current.kind == .lessThan {
            advance()
            repeat {
                if !arguments.isEmpty { advance() }
                let argument = try parseMeasuredType()
                arguments.append(argument.type)
                depth = max(depth, argument.depth + 1)
            } while current.kind == .comma
            try expect(.greaterThan, .genericArgumentsEnd)
        }
        return (Self.canonical(name, arguments), depth)
    }

    private static func canonical(_ name: String, _ arguments: [SwiftType]) -> SwiftType {
        let bare = name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
        switch (bare, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return .named(name, arguments: arguments)
        }
    }
}
