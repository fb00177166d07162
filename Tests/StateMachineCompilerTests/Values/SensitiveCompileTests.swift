import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `sensitive` values never reach a description, while everything else prints as Swift
/// prints it; compiled warning-free in Swift 6 mode and run.
@Suite(.enabled(if: Swiftc.isAvailable)) struct SensitiveCompileTests {
    static let login = """
        machine Login
        context {
            apiKey: String sensitive
            sensitive: Bool
        }
        initial idle
        state idle
        state signingIn(user: String, password: String sensitive)
        state failed(reason: String)
        event submit(user: String, password: String sensitive)
        event fail(reason: String)
        effect authenticate(user: String, password: String sensitive)
        idle on submit(u, p) -> signingIn(u, p) / authenticate(u, p)
        signingIn on fail(r) -> failed(r)

        """

    static let driver = """
        let context = Login.Context(apiKey: "KEY-123", sensitive: true)
        var state = Login.State.idle
        let outcome = Login.reduce(&state, on: .submit(user: "ann", password: "hunter2"), context: context)
        print(state)
        print("\\(outcome)")
        print(String(describing: Login.Event.submit(user: "ann", password: "hunter2")))
        print(String(reflecting: state))
        print(context, String(reflecting: context))
        dump(state)
        dump(context)
        print(Login.State.idle, String(reflecting: Login.State.idle))
        print(Login.State.failed(reason: "x"), Login.Event.fail(reason: "y"))

        """

    @Test func sensitiveValuesAreRedactedInEveryDescription() throws {
        let result = Pipeline.check(SourceFile(path: "login.sm", text: Self.login))
        let machine = try #require(result.machine, "\(result.summaries)")
        #expect(machine.context?.map(\.isSensitive) == [true, false], "a field named 'sensitive' on the next line is a name")
        let output = try Swiftc.buildAndRun(["login.swift": SwiftMachineEmitter.emit(machine).contents, "main.swift": Self.driver])
        #expect(!output.contains("hunter2") && !output.contains("KEY-123"))
        #expect(
            output.split(separator: "\n", omittingEmptySubsequences: false) == [
                #"signingIn(user: "ann", password: <redacted>)"#,
                #"transitioned(effects: [drive.Login.Effect.authenticate(user: "ann", password: <redacted>)])"#,
                #"submit(user: "ann", password: <redacted>)"#,
                #"drive.Login.State.signingIn(user: "ann", password: <redacted>)"#,
                #"Context(apiKey: <redacted>, sensitive: true) drive.Login.Context(apiKey: <redacted>, sensitive: true)"#,
                #"▿ drive.Login.State.signingIn(user: "ann", password: <redacted>)"#,
                #"  ▿ signingIn: (2 elements)"#,
                #"    - user: "ann""#,
                #"    - password: <redacted>"#,
                #"▿ drive.Login.Context(apiKey: <redacted>, sensitive: true)"#,
                #"  - apiKey: <redacted>"#,
                #"  - sensitive: true"#,
                "idle drive.Login.State.idle",
                // Types without a sensitive field keep Swift's own descriptions.
                #"failed(reason: "x") fail(reason: "y")"#,
                "",
            ])
    }

    /// A context whose descriptions pass 140 columns on one line gets them as bodies of their own lines; they still compile and redact.
    @Test func aLongContextsDescriptionsWrapAndStillRedact() throws {
        let spec = """
            machine Login
            context { apiKey: String sensitive, refreshTokenForTheBackgroundSession: String sensitive, retriesBeforeGivingUp: Int }
            initial idle
            state idle
            event ping
            idle on ping -> idle

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "login.sm", text: spec)).machine)
        let source = SwiftMachineEmitter.emit(machine, access: .public).contents
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 140 })
        Snippet.expect(
            #"""
                public var debugDescription: String {
                    """
                    \(String(reflecting: Self.self))(apiKey: <redacted>, \
                    refreshTokenForTheBackgroundSession: <redacted>, \
                    retriesBeforeGivingUp: \(String(reflecting: self.retriesBeforeGivingUp)))
                    """
                }
            """#, in: source)
        let driver = """
            let context = Login.Context(apiKey: "KEY", refreshTokenForTheBackgroundSession: "TOKEN", retriesBeforeGivingUp: 3)
            print(context)
            print(String(reflecting: context))
            dump(context)

            """
        let output = try Swiftc.buildAndRun(["login.swift": source, "main.swift": driver])
        #expect(
            output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "Context(apiKey: <redacted>, refreshTokenForTheBackgroundSession: <redacted>, retriesBeforeGivingUp: 3)",
                "drive.Login.Context(apiKey: <redacted>, refreshTokenForTheBackgroundSession: <redacted>, retriesBeforeGivingUp: 3)",
                "▿ drive.Login.Context(apiKey: <redacted>, refreshTokenForTheBackgroundSession: <redacted>, retriesBeforeGivingUp: 3)",
                "  - apiKey: <redacted>",
                "  - refreshTokenForTheBackgroundSession: <redacted>",
                "  - retriesBeforeGivingUp: 3",
                "",
            ])
    }

    @Test func typesWithoutSensitiveFieldsGetNoDescriptions() throws {
        let source = SwiftMachineEmitter.emit(try ValuesSpecs.machine()).contents
        #expect(!source.contains("CustomStringConvertible"))
        #expect(!source.contains("Redacted"))
    }
}
