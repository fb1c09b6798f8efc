import FlickTestSupport
import FlickCairo
import Foundation

/// `flick-app-probe` (or another program, e.g. an example) running on a display: reads its report
/// lines as they come and lets a test wait for one (never a fixed sleep); its stdin stays open
/// until `closeInput()`.
final class ProbeProcess {
    let display: String
    private let process = Process()
    private let input = Pipe()
    private let output: ProcessOutput<String>

    /// Starts the probe (or `program`) with `arguments` on `display`, with `environment` added to the test's.
    init(_ arguments: [String], display: String, environment: [String: String] = [:], program: String? = nil) throws {
        self.display = display
        process.executableURL = URL(fileURLWithPath: try program ?? Tools.probe())
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(environment) { $1 }.merging(["DISPLAY": display]) { $1 }
        output = ProcessOutput(of: process) { String(decoding: $0, as: UTF8.self) }
        process.standardInput = input
        try process.run()
        output.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The running program's process id.
    var pid: Int32 { process.processIdentifier }

    /// The program's peak resident memory in bytes so far (Linux's `VmHWM`), or 0 once it has gone.
    var peakResidentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return kb * 1024
    }

    /// The number of lines seen so far (to wait for a line after them).
    var count: Int { output.count }

    /// The lines seen in `range` (indices as `count` and `waitFor` give them).
    func lines(_ range: Range<Int>) -> [String] { output.lines(range) }

    /// Waits for the first line from index `from` on that starts with `prefix`; returns its
    /// index and text. The timeout only guards against a hang: it fails the test.
    @discardableResult
    func waitFor(_ prefix: String, from: Int = 0, timeout: Double = 20) throws -> (index: Int, line: String) {
        try waitFor("'\(prefix)'", from: from, timeout: timeout) { $0.hasPrefix(prefix) }
    }

    /// Waits for the first line from index `from` on that `matches` (described as `what` in the
    /// failure); returns its index and text. The timeout only guards against a hang.
    @discardableResult
    func waitFor(_ what: String, from: Int = 0, timeout: Double = 20, _ matches: (String) -> Bool) throws
        -> (index: Int, line: String)
    {
        switch output.waitFor(from: from, timeout: timeout, matches) {
        case .found(let i):
            return (i, output.line(i))
        case .ended:
            throw HarnessError.message("the probe ended before \(what); last lines: \(output.last(20)); stderr: \(standardError)")
        case .timedOut:
            throw HarnessError.message("no \(what) within \(timeout) s; last lines: \(output.last(20)); stderr: \(standardError)")
        }
    }

    /// Runs xdotool on the probe's display.
    func xdotool(_ arguments: [String]) throws { try Tools.run("xdotool", arguments, display: display) }

    /// Captures `window` and returns the colour of its pixel at (x, y) as 0xRRGGBB.
    func color(ofWindow window: String, x: Int, y: Int) throws -> UInt32 {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-app-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Tools.run("import", ["-window", window, "png:" + path], display: display)
        let image = try PNGFile.read(path)
        let p = image.pixel(x: x, y: y)
        return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    /// Writes one line to the probe's stdin (a command for the embedding program).
    func send(_ line: String) throws { try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8)) }

    /// Closes the probe's stdin (the embedding program then exits).
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Sends SIGTERM.
    func terminate() { process.terminate() }

    /// Waits for the probe to end and its stderr to be read; returns its exit status. The
    /// timeout only guards against a hang: it fails the test.
    func waitForExit(timeout: Double = 20) throws -> Int32 {
        guard output.waitForExit(timeout: timeout) else {
            throw HarnessError.message("the probe did not exit within \(timeout) s; stderr: \(standardError)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    var standardError: String { output.standardError }

    /// Waits until the probe has written `text` to stderr, at most `timeout` seconds (a guard).
    func waitForError(containing text: String, timeout: Double = 20) -> Bool {
        output.waitForError(containing: text, timeout: timeout)
    }
}
