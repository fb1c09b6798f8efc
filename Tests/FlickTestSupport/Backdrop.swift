import FlickTesting
import Foundation

/// A plain window of one colour over a test's whole private screen, below every other window (a
/// desktop window, `_NET_WM_WINDOW_TYPE_DESKTOP`, which the window manager keeps at the bottom):
/// what a translucent window's shadow darkens in a picture of the screen, where a compositing
/// manager would otherwise show black. Ready once its program says so; stopped by its pid.
public final class Backdrop {
    private let process = Process()

    /// Shows the backdrop of `rgb` (0xRRGGBB) on `server`, `width`x`height` px; throws when it is
    /// not shown within `timeout` seconds (a guard, not a pacing sleep).
    public init(on server: XvfbServer, rgb: UInt32, width: Int = 1280, height: Int = 800, timeout: Double = 20) throws {
        let script = """
            ctypes, signal, sys = __import__("ctypes"), __import__("signal"), __import__("sys")
            x = ctypes.CDLL("libX11.so.6")
            vp, ul = ctypes.c_void_p, ctypes.c_ulong
            x.XOpenDisplay.restype = vp
            x.XDefaultRootWindow.restype = ul; x.XDefaultRootWindow.argtypes = [vp]
            x.XCreateSimpleWindow.restype = ul
            x.XCreateSimpleWindow.argtypes = [vp, ul, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                              ctypes.c_uint, ul, ul]
            x.XInternAtom.restype = ul; x.XInternAtom.argtypes = [vp, ctypes.c_char_p, ctypes.c_int]
            x.XChangeProperty.argtypes = [vp, ul, ul, ul, ctypes.c_int, ctypes.c_int, vp, ctypes.c_int]
            x.XMapWindow.argtypes = [vp, ul]; x.XSync.argtypes = [vp, ctypes.c_int]
            d = x.XOpenDisplay(None)
            w = x.XCreateSimpleWindow(d, x.XDefaultRootWindow(d), 0, 0, int(sys.argv[2]), int(sys.argv[3]), 0, 0,
                                      int(sys.argv[1], 16))
            desktop = (ul * 1)(x.XInternAtom(d, b"_NET_WM_WINDOW_TYPE_DESKTOP", 0))
            x.XChangeProperty(d, w, x.XInternAtom(d, b"_NET_WM_WINDOW_TYPE", 0), 4, 32, 0, desktop, 1)
            x.XMapWindow(d, w)
            x.XSync(d, 0)
            print("ready", flush=True)
            signal.pause()
            """
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("python3"))
        process.arguments = ["-c", script, String(rgb, radix: 16), "\(width)", "\(height)"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        let lines = ProcessOutput(of: process) { String(data: $0, encoding: .utf8) }
        try process.run()
        lines.start()
        guard case .found = lines.waitFor(timeout: timeout, { $0.hasPrefix("ready") }) else {
            stop()
            throw HarnessError.message("the backdrop did not show on \(server.display) within \(timeout) s")
        }
    }

    /// Removes the backdrop (its program ends).
    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}
