import FlickApp
import FlickCore
import FlickX11
import Foundation

/// The interactive app: an `AppController` in a `HostWindow`, the window `FlickApp.run` opens,
/// titled after the shown demo ("Flick — Carousel"), with Flick's icon; ctrl+q quits (exit 0).
/// It remembers: a `SessionKeeper` builds the demo as it was left and saves what changes.
public final class LiveApp {
    private let app: AppController
    private let window: HostWindow
    private let trace: Trace?
    private let keeper: SessionKeeper
    /// Set when stdout closed under `--trace`: the run then ends with exit code 1.
    private let traceOutputClosed = Flag()

    private final class Flag { var value = false }

    /// Opens the window (throws `FlickError` exit 2 when there is no display). `scale` is the UI
    /// scale asked for (`--scale`, else `FLICK_SCALE`); nil follows the display's `Xft.dpi`
    /// resource (`UIScale`), else 1. The saved settings and session are read from the XDG folders
    /// (`StateLocations`), unless `fresh`. Unless `sizeGiven` (an explicit `--size`), `size` is a
    /// layout size and the window is made `scale` times larger.
    public init(demo: DemoName, size: Size, sizeGiven: Bool = true, fps: Int, scale: Double?, trace: Bool,
                fresh: Bool = false) throws {
        let clock = MonotonicClock()
        // The scale comes first, so a window of the default size (no --size) is as large on the
        // screen at any scale, as GTK's windows are: its layout stays 1024x700 px.
        // The probe stays connected until the window is (a server whose last client leaves resets).
        let probe = XResourceProbe()
        defer { withExtendedLifetime(probe) {} }
        let chosen = try UIScale.choose(option: scale, environment: nil, xftDPI: probe?.value(of: "Xft.dpi"))
        if let warning = chosen.warning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let windowSize = sizeGiven ? size : Size(size.width * chosen.scale, size.height * chosen.scale)
        do {
            window = try HostWindow(title: "Flick", size: windowSize, className: "flick", minimumSize: WindowSize.minimumSize,
                                    fps: Double(fps), clock: clock)
        } catch let e as X11Error {
            // No display is bad usage (run under X or use record); anything else failed at run time.
            if case .noDisplay = e { throw FlickError.usage("\(e)") }
            throw FlickError.runtime("\(e)")
        }
        let x11 = window.window
        keeper = SessionKeeper(locations: StateLocations.from(environment: ProcessInfo.processInfo.environment),
                               fresh: fresh, warn: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        app = AppController(demo: demo, root: keeper.makeRoot(demo, now: clock.now), size: window.size, scale: chosen.scale,
                            now: clock.now)
        keeper.attach(to: app, now: clock.now)
        app.keeper = keeper
        x11.setTitle(app.title)
        x11.setIcons(AppIcon.windowIcons())
        app.onTitleChange = { title in x11.setTitle(title) }
        app.onQuit = { x11.stop() }
        // Xlib exits from inside a call when the server goes away: save there too.
        X11Window.onLostConnection { [keeper] in keeper.flush() }
        let closed = traceOutputClosed
        self.trace = trace ? Trace.standardOutput(onClosed: { closed.value = true; x11.stop() }) : nil
        app.trace = self.trace
    }

    /// Runs until the window closes; returns the exit code. `ready` is traced when the first
    /// frame is on screen, followed by every state value.
    public func run() -> Int32 {
        let code = window.run(app) { [app, trace, window] now in
            trace?.ready(at: now, window: window.windowID, size: window.size)
            app.traceInitialState(now: now)
        }
        keeper.flush()
        guard traceOutputClosed.value else { return code }
        FileHandle.standardError.write(Data("flick: standard output was closed, so the --trace lines have no reader; exiting\n".utf8))
        return 1
    }
}
