import StateMachineCompiler
import StateMachineFormatter
import StateMachineTestSupport
import Testing

/// `renamed from OLD`: where it is read, what it is kept as, and what the checker refuses.
@Suite struct FormerNameSyntaxTests {
    /// The favorite button after an app update: `saving` became `sending`, `save` became `send`,
    /// and their `articleID` became `postID`; the context's `account` was `user`.
    static let spec = """
        machine Favorite

        context {
            account: String renamed from user
            renamed: Bool
        }

        initial idle

        state idle
        state sending(postID: String renamed from articleID, operationID: UUID) renamed from saving
        state done final renamed from finished

        event tapped(postID: String, operationID: UUID) renamed from toggle
        event sent

        effect send(postID: String renamed from articleID, operationID: UUID) durable(operationID) renamed from save

        idle on tapped(p, op) -> sending(p, op) / send(p, op)
        sending on sent -> done

        """

    @Test func theModelKeepsEachFormerName() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "favorite.sm", text: Self.spec)).machine)
        #expect(machine.states.map(\.formerName) == [nil, "saving", "finished"])
        #expect(machine.states[1].parameters.map(\.formerName) == ["articleID", nil])
        #expect(machine.states[2].isFinal)
        #expect(machine.events.map(\.formerName) == ["toggle", nil])
        #expect(machine.effects.map(\.formerName) == ["save"])
        #expect(machine.effects[0].durableIdentity == "operationID")
        #expect(machine.effects[0].parameters.map(\.formerName) == ["articleID", nil])
        // A field named `renamed` is a name.
        #expect(machine.context?.map(\.name) == ["account", "renamed"])
        #expect(machine.context?.map(\.formerName) == ["user", nil])
    }

    @Test func theSyntaxTreeKeepsWhereEachWordIsWritten() throws {
        let file = SourceFile(path: "favorite.sm", text: Self.spec)
        let parsed = Pipeline.parse(file)
        let sending = try #require(
            parsed.syntax.declarations.lazy.compactMap { declaration -> CaseDeclarationSyntax? in
                guard case .cases(let syntax) = declaration, syntax.name.text == "sending" else { return nil }
                return syntax
            }.first)
        let former = try #require(sending.formerName)
        #expect(file.text(of: former.keyword) == "renamed")
        #expect(file.text(of: former.from) == "from")
        #expect(former.name.text == "saving")
        #expect(file.text(of: former.name.range) == "saving")
        let label = try #require(sending.parameters.first)
        #expect(label.formerName?.name.text == "articleID")
        #expect(file.text(of: label.range) == "postID: String renamed from articleID")
    }

    @Test func aStateNamedRenamedStillStartsARow() throws {
        let spec = "machine M\ninitial a\nstate a\nstate renamed\nevent e\na on e -> renamed\nrenamed on e -> a\n"
        let machine = try #require(Pipeline.check(SourceFile(path: "m.sm", text: spec)).machine)
        #expect(machine.states.map(\.formerName) == [nil, nil])
        #expect(machine.rows.count == 2)
    }

    @Test func renamedNeedsFromAndAName() {
        let missingFrom = Pipeline.check(SourceFile(path: "m.sm", text: "machine M\ninitial a\nstate a renamed b\n"))
        #expect(missingFrom.diagnostics.map(\.message) == ["expected 'from' after 'renamed', found 'b'"])
        let missingName = Pipeline.check(SourceFile(path: "m.sm", text: "machine M\ninitial a\nstate a renamed from\n"))
        #expect(missingName.diagnostics.map(\.message) == ["expected former name after 'renamed from', found end of file"])
    }

    @Test func aFormerNameStillDeclaredIsRefused() {
        expectDiagnostics(
            """
            machine M
            context {
                owner: String renamed from 1️⃣user
                2️⃣user: String
            }
            initial idle
            state idle
            state 3️⃣saving
            state sending(postID: String renamed from 4️⃣operationID, 5️⃣operationID: String) renamed from 6️⃣saving
            event e
            idle on e -> sending("p", "q")
            sending on e -> saving
            saving on e -> idle

            """,
            [
                .error(
                    "1️⃣", .formerNameStillDeclared,
                    "context field 'owner' is renamed from 'user', which is still declared: records written under 'user' are its;"
                        + " remove the 'renamed from', or rename or delete 'user'",
                    notes: [.note("2️⃣", "context field 'user' declared here")]),
                .error(
                    "4️⃣", .formerNameStillDeclared,
                    "payload label 'postID' of state 'sending' is renamed from 'operationID', which is still declared:"
                        + " records written under 'operationID' are its; remove the 'renamed from', or rename or delete 'operationID'",
                    notes: [.note("5️⃣", "'operationID' declared here")]),
                .error(
                    "6️⃣", .formerNameStillDeclared,
                    "state 'sending' is renamed from 'saving', which is still declared: records written under 'saving' are its;"
                        + " remove the 'renamed from', or rename or delete 'saving'",
                    notes: [.note("3️⃣", "state 'saving' declared here")]),
            ])
    }

    @Test func oneFormerNameClaimedTwiceIsRefused() {
        expectDiagnostics(
            """
            machine M
            initial idle
            state idle
            state sending renamed from 1️⃣saving
            state sent renamed from 2️⃣saving
            event e(a: Int renamed from 3️⃣x, b: Int renamed from 4️⃣x)
            idle on e -> sending

            """,
            [
                .error(
                    "2️⃣", .formerNameClaimedTwice,
                    "state 'sent' is renamed from 'saving', which another declaration is already renamed from:"
                        + " records written under 'saving' can decode into one of them only",
                    notes: [.note("1️⃣", "already renamed from 'saving' here")]),
                .error(
                    "4️⃣", .formerNameClaimedTwice,
                    "payload label 'b' of event 'e' is renamed from 'x', which another declaration is already renamed from:"
                        + " records written under 'x' can decode into one of them only",
                    notes: [.note("3️⃣", "already renamed from 'x' here")]),
            ])
    }

    @Test func theSameOldNameInAnotherKindIsNoClash() throws {
        let spec =
            "machine M\ninitial a\nstate a renamed from save\nevent e renamed from save\neffect f renamed from save\na on e -> a / f\n"
        #expect(Pipeline.check(SourceFile(path: "m.sm", text: spec)).machine != nil)
    }

    @Test func theFormatterPrintsItCanonicallyAndKeepsIt() throws {
        let messy = Self.spec.replacingOccurrences(of: "renamed from saving", with: "renamed   from    saving")
            .replacingOccurrences(of: "account: String renamed from user", with: "account:String   renamed from user")
        let canonical = try #require(Self.formatted(Self.spec))
        #expect(Self.formatted(messy) == canonical)
        #expect(Self.formatted(canonical) == canonical)
        for line in [
            "    account: String renamed from user\n",
            "state sending(postID: String renamed from articleID, operationID: UUID) renamed from saving\n",
            "state done final renamed from finished\n",
            "effect send(postID: String renamed from articleID, operationID: UUID) durable(operationID) renamed from save\n",
        ] {
            #expect(canonical.contains(line), "\(line)")
        }
    }

    private static func formatted(_ text: String) -> String? {
        guard case .formatted(let formatted) = SpecFormatter.format(Pipeline.parse(SourceFile(path: "f.sm", text: text))) else {
            return nil
        }
        return formatted
    }
}
