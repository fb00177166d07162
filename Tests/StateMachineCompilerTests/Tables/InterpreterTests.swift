import Testing
@testable import StateMachineCompiler
