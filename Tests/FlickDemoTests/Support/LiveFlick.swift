import FlickTestSupport
import Foundation

/// The real `flick --trace` on a private Xvfb: reads its JSON Lines as they come and lets a
/// test wait for `ready`, `settled` or a state value (never a fixed sleep).
final class LiveFlick {
    let server: XvfbServer
    let process = Process()
    private let output: ProcessOutput<[String: Any]>
    /// The private XDG folders made for this run (removed by `stop`).
    private var ownStateDirs: StateDirs?

    /// Lines seen so far.
    var count: Int { output.count }

    /// Waits until the process has exited and its output and error pipes are read to their end
    /// (so `standardError` holds all it wrote), at most `timeout` seconds.
    func waitForEnd(timeout: Double) -> Bool { output.waitForExit(timeout: timeout) }

    /// Without XDG folders in `environment`, the run gets private ones in which every
    /// first-launch hint was already used (`StateDirs.seasoned`): it never touches the real home.
    init(_ arguments: [String], server: XvfbServer, environment: [String: String] = [:]) throws {
        self.server = server
        process.executableURL = URL(fileURLWithPath: PackagePaths.flick)
        process.arguments = arguments + ["--trace"]
        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if environment["XDG_STATE_HOME"] == nil {
            let dirs = StateDirs.seasoned()
            ownStateDirs = dirs
            env.merge(dirs.environment) { $1 }
        }
        env["DISPLAY"] = server.display
        process.environment = env
        output = ProcessOutput(of: process) { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        output.start()
    }

    /// Waits for the first line from index `from` on that satisfies `match`; returns its index.
    /// The timeout only guards against a hang: it fails the test, it is not a pacing sleep.
    @discardableResult
    func waitFor(from: Int = 0, timeout: Double = 20, _ what: String,
                 _ match: @escaping ([String: Any]) -> Bool) throws -> Int {
        switch output.waitFor(from: from, timeout: timeout, match) {
        case .found(let i):
            return i
        case .ended:
            throw HarnessError.message("flick exited (status \(process.isRunning ? -1 : process.terminationStatus)) before \(what); stderr: \(standardError)")
        case .timedOut:
            throw HarnessError.message("no \(what) within \(timeout) s; stderr: \(standardError)")
        }
    }

    func line(_ i: Int) -> [String: Any] { output.line(i) }

    /// The lines in `range`.
    func lines(_ range: Range<Int>) -> [[String: Any]] { output.lines(range) }

    /// The window id from the `ready` line.
    func waitReady() throws -> String {
        let i = try waitFor("the ready line") { $0["type"] as? String == "ready" }
        return line(i)["window"] as! String
    }

    /// Waits for a `settled` line after line index `from`.
    @discardableResult
    func waitSettled(after from: Int) throws -> Int {
        try waitFor(from: from, "a settled line") { $0["type"] as? String == "settled" }
    }

    /// Waits for `key` to be traced with `value` after line index `from`.
    @discardableResult
    func waitState(_ key: String, _ value: String, after from: Int) throws -> Int {
        try waitFor(from: from, "state \(key) = \(value)") {
            $0["type"] as? String == "state" && $0["key"] as? String == key && $0["value"] as? String == value
        }
    }

    /// Runs xdotool against this server.
    func xdotool(_ args: [String]) throws {
        let r = try ProcessResult.run(try XvfbServer.which("xdotool"), args, environment: ["DISPLAY": server.display])
        if r.status != 0 { throw HarnessError.message("xdotool \(args) failed: \(r.stderr)") }
    }

    /// Captures the window to a PNG with ImageMagick's `import`.
    func capture(window: String, to path: String) throws {
        let r = try ProcessResult.run(try XvfbServer.which("import"), ["-window", window, "png:" + path],
                                      environment: ["DISPLAY": server.display])
        if r.status != 0 { throw HarnessError.message("import -window failed: \(r.stderr)") }
    }

    func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        ownStateDirs?.remove()
        return process.terminationStatus
    }

    var standardError: String { output.standardError }

    /// Waits until flick has written `text` to stderr, at most `timeout` seconds (a guard).
    func waitForError(containing text: String, timeout: Double = 20) -> Bool {
        output.waitForError(containing: text, timeout: timeout)
    }
}
