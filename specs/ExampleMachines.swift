// The shipped example machines. SwiftPM builds a target only when it has a Swift
// source file, so this file exists to make the folder a module; the machines themselves
// are generated at build time from the .sm specs in this folder by StateMachinePlugin.
