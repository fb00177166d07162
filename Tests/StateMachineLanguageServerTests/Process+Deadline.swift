import Foundation

extension Process {
    /// Runs the process and waits for it, terminating it after `seconds` so that a Neovim that
    /// never quits fails its test instead of hanging the suite.
    func runStoppingAfter(seconds: TimeInterval) throws {
        try run()
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if isRunning { terminate() }
        waitUntilExit()
    }
}
