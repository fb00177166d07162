/// Swift types as they appear in payloads and the context block, normalised on the way in.
extension Parser {
    mutating func parseType() throws(Failure) -> SwiftType {
        try enterNesting()
        defer { nesting -= 1 }
        var type = try parsePrimaryType()
        while current.kind == .question {
            advance()
            type = .optional(type)
        }
        return type
    }

    private mutating func parsePrimaryType() throws(Failure) -> SwiftType {
        if current.kind == .leftBracket {
            advance()
            let element = try parseType()
            if current.kind == .colon {
                advance()
                let value = try parseType()
                try expect(.rightBracket, "']' to close the dictionary type")
                return .dictionary(key: element, value: value)
            }
            try expect(.rightBracket, "']' to close the array type")
            return .array(element)
        }
        guard var name = current.identifier else {
            if current.kind == .leftParen {
                throw Failure(
                    diagnostic: .error(
                        .unsupportedType, "tuple and function types are not supported; declare a struct instead", at: current.range))
            }
            throw expected("type")
        }
        advance()
        while current.kind == .dot {
            advance()
            guard let member = current.identifier else { throw expected("type name after '.'") }
            name += "." + member
            advance()
        }
        var arguments: [SwiftType] = []
        if current.kind == .lessThan {
            advance()
            repeat {
                if !arguments.isEmpty { advance() }
                arguments.append(try parseType())
            } while current.kind == .comma
            try expect(.greaterThan, "'>' to close the generic arguments")
        }
        return Self.canonical(name, arguments)
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
