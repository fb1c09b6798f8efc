import CX11
import FlickCore
import Foundation

/// Opens the X display with a time limit: a stopped X server (SIGSTOP) still accepts the
/// connection but never answers the setup, which would block `XOpenDisplay` forever. A helper
/// thread waits `connectTimeoutS`; if the display has not opened by then it writes one line
/// naming the display and exits the process with code 2 (no usable X display, as when none
/// answers at all). That thread blocks every signal (`SignalFreeThread`): it can outlive the open
/// by a moment (a busy machine runs it late), when the window's loop may be taking them already.
enum DisplayConnection {
    /// How long the X server may take to answer a new connection, seconds.
    static let connectTimeoutS = 5.0

    /// `XOpenDisplay(name)` (nil: DISPLAY), or exits after `connectTimeoutS` without an answer.
    static func open(_ name: String?) -> OpaquePointer? {
        let opened = DispatchSemaphore(value: 0)
        let shown = Quoted.text(name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        let watch = Thread {
            guard opened.wait(timeout: .now() + connectTimeoutS) == .timedOut else { return }
            StandardError.write("the X server at DISPLAY \(shown) did not answer within \(Int(connectTimeoutS)) s "
                + "(is it stopped?); resume or restart it, or use 'flick record' to render headless")
            _exit(2)
        }
        SignalFreeThread.start(watch)
        let display = XOpenDisplay(name)
        opened.signal()
        return display
    }
}
