import FlickTesting
import Foundation

/// A program that owns the compositor selection of a test's private screen (`_NET_WM_CM_S0`) and
/// composites nothing: to a window it looks like a compositing manager that starts (once it is
/// ready) and stops (`stop`), and nothing else on the server changes with it. Stopped by its pid.
public final class CompositorSelection {
    private let process = Process()

    /// Takes the selection on `server`; throws when it is not taken within `timeout` seconds
    /// (a guard, not a pacing sleep).
    public init(on server: XvfbServer, timeout: Double = 20) throws {
        let script = """
            ctypes, signal = __import__("ctypes"), __import__("signal")
            x = ctypes.CDLL("libX11.so.6")
            vp, ul = ctypes.c_void_p, ctypes.c_ulong
            x.XOpenDisplay.restype = vp
            x.XDefaultRootWindow.restype = ul; x.XDefaultRootWindow.argtypes = [vp]
            x.XCreateSimpleWindow.restype = ul
            x.XCreateSimpleWindow.argtypes = [vp, ul, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                              ctypes.c_uint, ul, ul]
            x.XInternAtom.restype = ul; x.XInternAtom.argtypes = [vp, ctypes.c_char_p, ctypes.c_int]
            x.XSetSelectionOwner.argtypes = [vp, ul, ul, ul]
            x.XGetSelectionOwner.restype = ul; x.XGetSelectionOwner.argtypes = [vp, ul]
            x.XSync.argtypes = [vp, ctypes.c_int]
            d = x.XOpenDisplay(None)
            w = x.XCreateSimpleWindow(d, x.XDefaultRootWindow(d), -10, -10, 1, 1, 0, 0, 0)
            selection = x.XInternAtom(d, b"_NET_WM_CM_S0", 0)
            x.XSetSelectionOwner(d, selection, w, 0)
            x.XSync(d, 0)
            print("ready" if x.XGetSelectionOwner(d, selection) == w else "refused", flush=True)
            signal.pause()
            """
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("python3"))
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        let lines = ProcessOutput(of: process) { String(data: $0, encoding: .utf8) }
        try process.run()
        lines.start()
        guard case .found = lines.waitFor(timeout: timeout, { $0.hasPrefix("ready") }) else {
            stop()
            throw HarnessError.message("the compositor selection was not taken on \(server.display) within \(timeout) s")
        }
    }

    /// Lets the selection go (its program ends, and the server frees the selection with it).
    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}
