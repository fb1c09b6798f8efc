import Foundation

/// Runs a program with a time limit: killed (SIGKILL) when it runs longer, so a hang fails the
/// test that started it instead of stalling the suite.
struct TimedProcess {
    var status: Int32
    /// Ended by a signal (`status` is the signal number), e.g. a crash.
    var signaled: Bool
    var timedOut: Bool
    var stderr: String

    /// Runs `path` with `arguments` in the folder `directory` (nil: this process's).
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: String? = nil, limit seconds: Double) throws -> TimedProcess {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("flick-timed-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let err = try FileHandle(forWritingTo: errURL)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { p.waitUntilExit(); done.signal() }
        var timedOut = false
        if done.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            kill(p.processIdentifier, SIGKILL)
            done.wait()
        }
        try? err.close()
        let text = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return TimedProcess(status: p.terminationStatus, signaled: p.terminationReason == .uncaughtSignal,
                            timedOut: timedOut, stderr: text)
    }
}
