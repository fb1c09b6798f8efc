import FlickTesting
import Foundation

/// A program that owns the compositor selection of a test's private screen (`_NET_WM_CM_S0`) and
/// composites nothing: to a window it looks like a compositing manager that starts (once it is
/// ready) and stops (`stop`), and nothing else on the server changes with it. Stopped by its pid.
public final class CompositorSelection {
    private let client: XClientScript

    /// Takes the selection on `server`; throws when it is not taken within `timeout` seconds
    /// (a guard, not a pacing sleep).
    public init(on server: XvfbServer, timeout: Double = 20) throws {
        let script = """
            x.XSetSelectionOwner.argtypes = [vp, ul, ul, ul]
            x.XGetSelectionOwner.restype = ul; x.XGetSelectionOwner.argtypes = [vp, ul]
            w = x.XCreateSimpleWindow(d, root, -10, -10, 1, 1, 0, 0, 0)
            selection = x.XInternAtom(d, b"_NET_WM_CM_S0", 0)
            x.XSetSelectionOwner(d, selection, w, 0)
            x.XSync(d, 0)
            print("ready" if x.XGetSelectionOwner(d, selection) == w else "refused", flush=True)
            signal.pause()
            """
        client = try XClientScript(script, on: server, timeout: timeout, what: "the compositor selection was not taken")
    }

    /// Lets the selection go (its program ends, and the server frees the selection with it).
    public func stop() { client.stop() }
}
