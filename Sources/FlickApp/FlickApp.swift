// `import FlickApp` is all a program needs: FlickCore's geometry, scenes and input and
// FlickKit's components come with it.
@_exported import FlickCore
@_exported import FlickKit
import FlickX11
import Foundation

/// Runs a Flick component as a program's window.
///
/// ```swift
/// import FlickApp
/// exit(FlickApp.run(DrawnView { size in .fill(Rect(x: 0, y: 0, width: size.width, height: size.height),
///                                             Color(hex: 0x3060D0)) },
///                   title: "My app", size: Size(640, 480)))
/// ```
public enum FlickApp {
    /// Opens a window titled `title` (`_NET_WM_NAME` and `WM_NAME`) of `size` pixels, hosts
    /// `root` in it with a `ComponentHost` and runs until the window is closed. Returns the exit
    /// status: 0 when closed (or on SIGINT/SIGTERM); 2 when there is no X display (with a
    /// message on stderr); 1 for another failure (a lost X connection, no usable visual).
    public static func run(_ root: any Component, title: String, size: Size) -> Int32 {
        let clock = MonotonicClock()
        let window: HostWindow
        do {
            window = try HostWindow(title: title, size: size, clock: clock)
        } catch let error as X11Error {
            if case .noDisplay = error {
                report(noDisplayMessage())
                return 2
            }
            report("\(error)")
            return 1
        } catch {
            report("\(error)")
            return 1
        }
        let host = ComponentHost(root, size: window.size, now: clock.now)
        return window.run(host)
    }

    /// Runs `work` on the UI thread soon: callable from any thread (a decode on a background
    /// queue hands its result back this way). The window's loop, asleep or not, wakes through an
    /// eventfd polled beside the X connection, runs the posted closures in the order they were
    /// posted, and then draws a frame, so what `work` changed is on screen next. Work posted
    /// before the window runs waits for its loop; nothing wakes the process while nothing is posted.
    ///
    /// ```swift
    /// DispatchQueue.global().async {
    ///     let text = expensiveSummary()
    ///     FlickApp.post { label.text = text }
    /// }
    /// ```
    public static func post(_ work: @escaping @Sendable () -> Void) {
        PostedWork.shared.post(work)
    }

    /// Why no window could be opened, with the way out, for a program that is not `flick`.
    static func noDisplayMessage(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard let name = environment["DISPLAY"], !name.isEmpty else {
            return "no X display (DISPLAY is unset); run the program inside an X session, "
                + "or set DISPLAY to a running X server (e.g. DISPLAY=:0)"
        }
        return "cannot open X display \(Quoted.text(name)) (no X server answered there, or it refused the "
            + "connection); start that X server, or set DISPLAY to one that runs"
    }

    /// Writes `NAME: message` to stderr, NAME being the program's.
    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    }
}
