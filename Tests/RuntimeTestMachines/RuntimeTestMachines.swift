// Machines for the runtime's tests and benchmark. SwiftPM builds a target only when it has a
// Swift source file, so this file makes the folder a module; the machines are generated at
// build time from the specs here by StateMachinePlugin, with their StateMachine conformances
// because the target depends on StateMachineRuntime.
