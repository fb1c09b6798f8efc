import CX11
import Foundation

/// Process-wide Xlib error handling: a lost connection ends the process with one line and
/// exit code 1, after the `onLostConnection` hook (an app saving what it must not lose); protocol errors are logged once per kind; `failed(_:_:)` traps the errors of
/// requests that may legitimately fail (attaching shared memory to a remote server).
enum XErrorTrap {
    /// The display name printed when the connection is lost.
    static var displayName = ""
    /// Runs once when the connection is lost, before the process exits (set by the app through
    /// `X11Window.onLostConnection`; it must not call Xlib).
    static var onLostConnection: (() -> Void)?
    private static var reportedLoss = false
    private static var trapped = false
    private static var logged = Set<Int>()

    /// Installs both handlers; `name` is the display's name as Xlib spells it (":1").
    static func install(displayName name: String) {
        displayName = name
        // Xlib's IO error handler must not return: report and exit.
        XSetIOErrorHandler { _ in
            XErrorTrap.reportLostConnection()
            XErrorTrap.runLostConnectionHook()
            exit(1)
        }
        XSetErrorHandler { display, event in
            if let event { XErrorTrap.handle(display, event.pointee) }
            return 0
        }
    }

    /// Runs the `onLostConnection` hook, at most once per process.
    static func runLostConnectionHook() {
        let hook = onLostConnection
        onLostConnection = nil
        hook?()
    }

    /// Writes the single "lost the connection" line (at most once per process).
    static func reportLostConnection() {
        guard !reportedLoss else { return }
        reportedLoss = true
        StandardError.write("lost the connection to the X server (\(displayName)); exiting")
    }

    /// Runs `body` between two XSyncs and tells whether the server answered with an error.
    /// Its own handler is in place meanwhile and the previous one restored afterwards, so this
    /// also works on a display whose handlers belong to another program (`EmbeddedWindow`).
    static func failed(_ display: OpaquePointer, _ body: () -> Void) -> Bool {
        XSync(display, False)
        trapped = false
        let previous = XSetErrorHandler { _, _ in
            XErrorTrap.trapped = true
            return 0
        }
        body()
        XSync(display, False)
        XSetErrorHandler(previous)
        return trapped
    }

    private static func handle(_ display: OpaquePointer?, _ error: XErrorEvent) {
        let kind = Int(error.error_code) << 16 | Int(error.request_code) << 8 | Int(error.minor_code)
        guard logged.count < 32, logged.insert(kind).inserted else { return }
        var text = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
        StandardError.write("X error \"\(String(cString: text))\" on request "
            + "\(error.request_code).\(error.minor_code); continuing")
    }
}
