import CX11
import Foundation
import Synchronization

/// Process-wide Xlib error handling: a lost connection ends the process with one line and
/// exit code 1, after the `onLostConnection` hook (an app saving what it must not lose); protocol errors are logged once per kind; `failed(_:_:)` traps the errors of
/// requests that may legitimately fail (attaching shared memory to a remote server).
enum XErrorTrap {
    /// What the handlers share with the threads that call Xlib (the handlers run on whichever
    /// thread's request failed).
    private struct State {
        /// The display name printed when the connection is lost.
        var displayName = ""
        var reportedLoss = false
        var trapped = false
        var logged = Set<Int>()
    }

    private static let state = Mutex(State())

    /// Runs once when the connection is lost, before the process exits (set by the app through
    /// `X11Window.onLostConnection`; it must not call Xlib).
    // Set and run on the window's thread (Xlib calls the IO error handler there); it holds the app's non-Sendable objects.
    nonisolated(unsafe) static var onLostConnection: (() -> Void)?

    /// Installs both handlers; `name` is the display's name as Xlib spells it (":1").
    static func install(displayName name: String) {
        state.withLock { $0.displayName = name }
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
        let displayName: String? = state.withLock {
            guard !$0.reportedLoss else { return nil }
            $0.reportedLoss = true
            return $0.displayName
        }
        guard let displayName else { return }
        StandardError.write("lost the connection to the X server (\(displayName)); exiting")
    }

    /// Runs `body` between two XSyncs and tells whether the server answered with an error.
    /// Its own handler is in place meanwhile and the previous one restored afterwards, so this
    /// also works on a display whose handlers belong to another program (`EmbeddedWindow`).
    static func failed(_ display: OpaquePointer, _ body: () -> Void) -> Bool {
        XSync(display, False)
        state.withLock { $0.trapped = false }
        let previous = XSetErrorHandler { _, _ in
            XErrorTrap.state.withLock { $0.trapped = true }
            return 0
        }
        body()
        XSync(display, False)
        XSetErrorHandler(previous)
        return state.withLock { $0.trapped }
    }

    private static func handle(_ display: OpaquePointer?, _ error: XErrorEvent) {
        let kind = Int(error.error_code) << 16 | Int(error.request_code) << 8 | Int(error.minor_code)
        let first = state.withLock { $0.logged.count < 32 && $0.logged.insert(kind).inserted }
        guard first else { return }
        var text = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
        let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        StandardError.write("X error \"\(message)\" on request "
            + "\(error.request_code).\(error.minor_code); continuing")
    }
}
