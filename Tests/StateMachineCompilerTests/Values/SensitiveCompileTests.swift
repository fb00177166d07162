import StateMachineCompiler
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

    @Test func typesWithoutSensitiveFieldsGetNoDescriptions() throws {
        let source = SwiftMachineEmitter.emit(try ValuesSpecs.machine()).contents
        #expect(!source.contains("CustomStringConvertible"))
        #expect(!source.contains("Redacted"))
    }
}
