import FlickTesting
import Foundation

/// A GNOME window manager (metacity) on a test's private Xvfb, with a private `XDG_RUNTIME_DIR`:
/// ready once it has announced itself on the root window (`_NET_SUPPORTING_WM_CHECK`, watched
/// with `xprop -spy`, no sleep) and, when it composites, once it owns the compositor selection
/// (`_NET_WM_CM_S0`, waited for through XFixes). Its settings live in memory (GSettings' memory
/// backend), so `--compositor` holds without a dconf service. Stopped by its pid.
public final class WindowManager {
    private let process = Process()
    private let runtimeDir: URL

    /// Starts metacity on `server`, with its own compositor (XRender) when `compositing`, else none
    /// (no compositor runs: windows show their pixels as they are); throws naming the package when
    /// it is missing, or when it is not ready within `timeout` seconds (a guard, not a pacing sleep).
    public init(on server: XvfbServer, compositing: Bool = false, timeout: Double = 20) throws {
        runtimeDir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-wm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeDir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let environment = ["DISPLAY": server.display, "XDG_RUNTIME_DIR": runtimeDir.path, "GSETTINGS_BACKEND": "memory"]
        // The whole root is watched: xprop cannot watch a property whose atom does not exist yet.
        let watch = try WindowManager.spy(on: server, ["-root"])
        defer { watch.stop() }

        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("metacity"))
        process.arguments = ["--replace", "--compositor=" + (compositing ? "xrender" : "none")]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard case .found = watch.lines.waitFor(timeout: timeout, { $0.hasPrefix("_NET_SUPPORTING_WM_CHECK(WINDOW): window id") }) else {
            stop()
            throw HarnessError.message("metacity did not announce itself on \(server.display) within \(timeout) s; "
                                       + "is metacity installed? run 'make test'")
        }
        if compositing, try !WindowManager.waitForCompositor(on: server, timeout: timeout) {
            stop()
            throw HarnessError.message("metacity's compositor did not start on \(server.display) within \(timeout) s")
        }
    }

    /// Waits until a compositor owns `_NET_WM_CM_S0` on `server`, told by XFixes' selection notify
    /// (no sleep); false after `timeout` seconds.
    public static func waitForCompositor(on server: XvfbServer, timeout: Double) throws -> Bool {
        let script = XClientScript.preamble + """
            select, xf = __import__("select"), ctypes.CDLL("libXfixes.so.3")
            x.XGetSelectionOwner.restype = ul; x.XGetSelectionOwner.argtypes = [vp, ul]
            x.XConnectionNumber.argtypes = [vp]; x.XPending.argtypes = [vp]; x.XNextEvent.argtypes = [vp, vp]
            xf.XFixesQueryExtension.argtypes = [vp, vp, vp]; xf.XFixesQueryVersion.argtypes = [vp, vp, vp]
            xf.XFixesSelectSelectionInput.argtypes = [vp, ul, ul, ul]
            selection = x.XInternAtom(d, b"_NET_WM_CM_S0", 0)
            base, error, major, minor = ctypes.c_int(), ctypes.c_int(), ctypes.c_int(5), ctypes.c_int(0)
            xf.XFixesQueryExtension(d, ctypes.byref(base), ctypes.byref(error))
            xf.XFixesQueryVersion(d, ctypes.byref(major), ctypes.byref(minor))
            xf.XFixesSelectSelectionInput(d, x.XDefaultRootWindow(d), selection, 1)
            x.XSync(d, 0)
            event = ctypes.create_string_buffer(192)
            while x.XGetSelectionOwner(d, selection) == 0:
                if not select.select([x.XConnectionNumber(d)], [], [], float(sys.argv[1]))[0]:
                    sys.exit(1)
                while x.XPending(d):
                    x.XNextEvent(d, event)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("python3"))
        process.arguments = ["-c", script, "\(timeout)"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
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
