import FlickTesting
import Foundation

/// A plain window of one colour over a test's whole private screen, below every other window (a
/// desktop window, `_NET_WM_WINDOW_TYPE_DESKTOP`, which the window manager keeps at the bottom):
/// what a translucent window's shadow darkens in a picture of the screen, where a compositing
/// manager would otherwise show black. Ready once its program says so; stopped by its pid.
public final class Backdrop {
    private let client: XClientScript

    /// Shows the backdrop of `rgb` (0xRRGGBB) on `server`, `width`x`height` px; throws when it is
    /// not shown within `timeout` seconds (a guard, not a pacing sleep).
    public init(on server: XvfbServer, rgb: UInt32, width: Int = 1280, height: Int = 800, timeout: Double = 20) throws {
        let script = """
            x.XChangeProperty.argtypes = [vp, ul, ul, ul, ctypes.c_int, ctypes.c_int, vp, ctypes.c_int]
            x.XMapWindow.argtypes = [vp, ul]
            w = x.XCreateSimpleWindow(d, root, 0, 0, int(sys.argv[2]), int(sys.argv[3]), 0, 0, int(sys.argv[1], 16))
            desktop = (ul * 1)(x.XInternAtom(d, b"_NET_WM_WINDOW_TYPE_DESKTOP", 0))
            x.XChangeProperty(d, w, x.XInternAtom(d, b"_NET_WM_WINDOW_TYPE", 0), 4, 32, 0, desktop, 1)
            x.XMapWindow(d, w)
            x.XSync(d, 0)
            print("ready", flush=True)
            signal.pause()
            """
        client = try XClientScript(script, arguments: [String(rgb, radix: 16), "\(width)", "\(height)"], on: server,
                                   timeout: timeout, what: "the backdrop did not show")
    }

    /// Removes the backdrop (its program ends).
    public func stop() { client.stop() }
}
