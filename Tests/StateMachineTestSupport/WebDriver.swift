import Foundation

/// Headless Chromium driven over the WebDriver HTTP protocol: `chromedriver` on a free port, one
/// session, and the few commands the explorer's tests need (navigate, run a script, click, keys,
/// screenshot). `.ci/run` installs both and sets `STATEMACHINE_GEN_REQUIRE_CHROMIUM=1`, so there a
/// missing browser fails the tests that need one; elsewhere they are skipped.
package final class WebDriver {
    package static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    package static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    package static let isRequired = ProcessInfo.processInfo.environment["STATEMACHINE_GEN_REQUIRE_CHROMIUM"] == "1"
    package static let isAvailable = chromium != nil && chromedriver != nil

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let driver: Process
    private let port: UInt16
    private let session: String

    package init() throws {
        guard let chromium = Self.chromium, let chromedriver = Self.chromedriver else {
            throw Failure(description: "Chromium and chromedriver are required (STATEMACHINE_GEN_REQUIRE_CHROMIUM=1) but not installed")
        }
        var started: (Process, UInt16)?
        for _ in 0..<5 where started == nil {
            let port = UInt16.random(in: 20_000..<60_000)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromedriver)
            process.arguments = ["--port=\(port)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<100 where started == nil {
                if process.isRunning, (try? Self.request(port, "GET", "/status", nil)) != nil { started = (process, port) }
                if started == nil { Thread.sleep(forTimeInterval: 0.05) }
            }
            if started == nil { kill(process.processIdentifier, SIGKILL) }
        }
        guard let (process, port) = started else { throw Failure(description: "chromedriver did not start") }
        driver = process
        self.port = port
        let options: [String: Any] = [
            "binary": chromium, "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000"],
        ]
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]]
        let created = try Self.request(port, "POST", "/session", capabilities)
        guard let value = created as? [String: Any], let id = value["sessionId"] as? String else {
            kill(process.processIdentifier, SIGKILL)
            throw Failure(description: "no WebDriver session: \(String(describing: created))")
        }
        session = id
    }

    deinit {
        _ = try? Self.request(port, "DELETE", "/session/\(session)", nil)
        // chromedriver ignores SIGTERM while it serves a session.
        kill(driver.processIdentifier, SIGKILL)
        driver.waitUntilExit()
    }

    package func open(_ file: URL) throws {
        _ = try command("POST", "url", ["url": file.absoluteString])
    }

    /// Runs `script` (a function body; `arguments[0]`... hold `arguments`) and returns its value as JSON decoding gives it.
    @discardableResult
    package func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// The WebDriver id of the first element `selector` finds.
    package func element(_ selector: String) throws -> String {
        let found = try command("POST", "element", ["using": "css selector", "value": selector]) as? [String: Any]
        guard let id = found?.values.first as? String else { throw Failure(description: "no element '\(selector)'") }
        return id
    }

    package func click(_ selector: String) throws {
        _ = try command("POST", "element/\(try element(selector))/click", [:])
    }

    /// Presses keys (WebDriver code points: "\u{E004}" Tab, "\u{E007}" Enter, " " Space) on the focused element.
    package func press(_ keys: String) throws {
        let actions = keys.unicodeScalars.flatMap { [["type": "keyDown", "value": String($0)], ["type": "keyUp", "value": String($0)]] }
        _ = try command("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    package func screenshot() throws -> Data {
        guard let text = try command("GET", "screenshot", nil) as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
        try Self.request(port, method, "/session/\(session)/\(path)", body)
    }

    /// One request, waited for; the reply's `value`, or a failure naming WebDriver's error.
    private static func request(_ port: UInt16, _ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
        let data = try LocalHTTP.request(
            port: port, method: method, path: path, body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
        let decoded = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        let value = decoded?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw Failure(description: "\(method) \(path): \(error): \(failure["message"] as? String ?? "")")
        }
        return value
    }
}
