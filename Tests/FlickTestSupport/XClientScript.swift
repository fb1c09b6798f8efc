import FlickTesting
import Foundation

/// A small X client a live test runs on its private display: a python program over libX11
/// (ctypes) that sets something up, prints "ready" and waits until stopped (its end undoes what
/// it did: the server frees its windows and selections). `preamble` binds the calls every such
/// program uses (`x`, `d` the display, `root`, `ul`, `vp`); the body adds its own.
final class XClientScript {
    private let process = Process()

    static let preamble = """
        ctypes, signal, sys = __import__("ctypes"), __import__("signal"), __import__("sys")
        x = ctypes.CDLL("libX11.so.6")
        vp, ul = ctypes.c_void_p, ctypes.c_ulong
        x.XOpenDisplay.restype = vp
        x.XDefaultRootWindow.restype = ul; x.XDefaultRootWindow.argtypes = [vp]
        x.XCreateSimpleWindow.restype = ul
        x.XCreateSimpleWindow.argtypes = [vp, ul, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                          ctypes.c_uint, ul, ul]
        x.XInternAtom.restype = ul; x.XInternAtom.argtypes = [vp, ctypes.c_char_p, ctypes.c_int]
        x.XSync.argtypes = [vp, ctypes.c_int]
        d = x.XOpenDisplay(None)
        root = x.XDefaultRootWindow(d)

        """

    /// Runs `preamble` then `body` with `arguments` (`sys.argv[1...]`) on `server`; throws naming
    /// `what` when it does not print a line starting "ready" within `timeout` seconds (a guard, not
    /// a pacing sleep).
    init(_ body: String, arguments: [String] = [], on server: XvfbServer, timeout: Double, what: String) throws {
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("python3"))
        process.arguments = ["-c", XClientScript.preamble + body] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        let lines = ProcessOutput(of: process) { String(data: $0, encoding: .utf8) }
        try process.run()
        lines.start()
        guard case .found = lines.waitFor(timeout: timeout, { $0.hasPrefix("ready") }) else {
            stop()
            throw HarnessError.message("\(what) on \(server.display) within \(timeout) s")
        }
    }

    /// Ends the program.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}
