@_spi(Testing) import StateMachineRuntime
import Testing

extension SourceLocation {
    /// The line of a test that called a runtime wait (`MachineStore.finish()`), as Swift Testing spells it.
    init(_ callSite: EffectActivity.CallSite) {
        self.init(fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line, column: callSite.column)
    }
}
