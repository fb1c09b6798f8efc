import CX11
import FlickTesting
import Foundation

/// A client that takes a selection on a display and never answers a request for it: what a hung
/// program holding the clipboard looks like to a reader. It also tells when another client has
/// taken the selection from it (`waitUntilTaken`), which a client's own messages cannot tell.
final class SilentSelectionOwner {
    private let display: OpaquePointer
    private let window: Window

    /// Connects to `displayName` and takes `selection` ("CLIPBOARD") with a window of its own.
    init(displayName: String, selection: String) throws {
        guard let d = XOpenDisplay(displayName) else { throw HarnessError.message("cannot open \(displayName)") }
        display = d
        window = XCreateSimpleWindow(d, XDefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0)
        let atom = XInternAtom(d, selection, False)
        XSetSelectionOwner(d, atom, window, Time(CurrentTime))
        XSync(d, False)
        guard XGetSelectionOwner(d, atom) == window else {
            XCloseDisplay(d)
            throw HarnessError.message("could not take \(selection) on \(displayName)")
        }
    }

    deinit { XCloseDisplay(display) }

    /// Waits for the SelectionClear that says another client owns the selection now. The timeout
    /// only guards against a hang: it throws.
    func waitUntilTaken(timeout: Double = 20) throws {
        let end = Date().addingTimeInterval(timeout)
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if event.type == SelectionClear, event.xselectionclear.window == window { return }
            }
            let left = end.timeIntervalSinceNow
            guard left > 0 else { throw HarnessError.message("nobody took the selection within \(timeout) s") }
            var connection = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&connection, 1, Int32(left * 1000) + 1)
        }
    }
}
