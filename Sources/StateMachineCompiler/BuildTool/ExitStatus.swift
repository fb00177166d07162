extension BuildTool {
    /// How `statemachine-gen` (and the build plugin's tool) ends, as shells and build systems read it.
    public enum ExitStatus: Int32, Sendable {
        case success = 0
        case specErrors = 1
        case usage = 64
        /// A program the command needs (Graphviz's `dot`) is not installed.
        case unavailable = 69
        /// `diff`: a side cannot be read or checked (diff(1) exits 2 for trouble too).
        case cannotCompare = 2
        /// `diff`: no difference found, but a search for inputs gave up, so none cannot be claimed.
        case incomplete = 3
    }
}
