import FlickTesting
import Foundation

/// A GNOME window manager (metacity) on a test's private Xvfb, with a private `XDG_RUNTIME_DIR`:
/// ready once it has announced itself on the root window (`_NET_SUPPORTING_WM_CHECK`, watched
/// with `xprop -spy`, no sleep). Stopped by its pid.
public final class WindowManager {
    private let process = Process()
    private let runtimeDir: URL

    /// Starts metacity on `server`; throws naming the package when it is missing, or when it does
    /// not announce itself within `timeout` seconds (a guard, not a pacing sleep).
    public init(on server: XvfbServer, timeout: Double = 20) throws {
        runtimeDir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-wm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeDir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let environment = ["DISPLAY": server.display, "XDG_RUNTIME_DIR": runtimeDir.path]
        // The whole root is watched: xprop cannot watch a property whose atom does not exist yet.
        let watch = try WindowManager.spy(on: server, ["-root"])
        defer { watch.stop() }

        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("metacity"))
        process.arguments = ["--replace"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard case .found = watch.lines.waitFor(timeout: timeout, { $0.hasPrefix("_NET_SUPPORTING_WM_CHECK(WINDOW): window id") }) else {
            stop()
            throw HarnessError.message("metacity did not announce itself on \(server.display) within \(timeout) s; "
                                       + "is metacity installed? run 'make test'")
        }
    }

    /// `xprop -spy` with `arguments` on `server`: a property's value now and at each change, a line
    /// each as it comes (line-buffered through `stdbuf`, since xprop's output to a pipe is not).
    public static func spy(on server: XvfbServer, _ arguments: [String]) throws -> PropertySpy {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("stdbuf"))
        process.arguments = ["-oL", try XvfbServer.which("xprop"), "-spy"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        let lines = ProcessOutput(of: process) { String(data: $0, encoding: .utf8) }
        try process.run()
        lines.start()
        return PropertySpy(process: process, lines: lines)
    }

    /// A running `xprop -spy` and the lines it printed.
    public struct PropertySpy {
        let process: Process
        /// Its lines so far.
        public let lines: ProcessOutput<String>

        /// Stops it.
        public func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    /// Stops the window manager and removes its runtime folder.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: runtimeDir)
    }

    deinit { stop() }
}
