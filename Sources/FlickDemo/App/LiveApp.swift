import FlickApp
import FlickCore
import FlickTracing
import FlickX11
import Foundation

/// The interactive app: an `AppController` in a `HostWindow`, the window `FlickApp.run` opens,
/// titled after the shown demo ("Flick — Carousel"), with Flick's icon; ctrl+q quits (exit 0).
/// It remembers: a `SessionKeeper` builds the demo as it was left and saves what changes.
public final class LiveApp {
    private let app: AppController
    private let window: HostWindow
    /// The saved settings and session, or nil in a hermetic test run (`--test`).
    private let keeper: SessionKeeper?

    /// Opens the window (throws `FlickError` exit 2 when there is no display). `scale` is the UI
    /// scale asked for (`--scale`, else `FLICK_SCALE`); nil follows the display's `Xft.dpi`
    /// resource (`UIScale`), else 1. The saved settings and session are read from the XDG folders
    /// (`StateLocations`), unless `fresh`. Unless `sizeGiven` (an explicit `--size`), `size` is a
    /// layout size and the window is made `scale` times larger. `hermetic` (`--test`) starts from
    /// the defaults, reads and writes no saved state, shows no first-launch hint, and draws at
    /// `scale`, else 1 (not the display's `Xft.dpi`). `theme` (`--theme`) wins over the saved
    /// setting for the run; the system's colour scheme is followed live for `system` (also in a
    /// hermetic run). `traceFrames` (`--trace-frames`) traces as `trace` does and adds a `frame`
    /// line per presented frame, with the time it took to make.
    public init(demo: DemoName, size: Size, sizeGiven: Bool = true, fps: Int?, scale: Double?, trace: Bool,
                traceFrames: Bool = false, theme: ThemePreference? = nil, fresh: Bool = false, hermetic: Bool = false) throws {
        let clock = MonotonicClock()
        // The scale comes first, so a window of the default size (no --size) is as large on the
        // screen at any scale, as GTK's windows are: its layout stays 1024x700 px.
        // The probe stays connected until the window is (a server whose last client leaves resets).
        let probe = XResourceProbe()
        defer { withExtendedLifetime(probe) {} }
        let chosen = try ScaleOption.choose(option: scale ?? (hermetic ? 1 : nil), environment: nil,
                                        xftDPI: hermetic ? nil : probe?.value(of: "Xft.dpi"))
        if let warning = chosen.warning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let windowSize = sizeGiven ? size : Size(size.width * chosen.scale, size.height * chosen.scale)
        do {
            // The window's colour until the app's settings are read: the command line's theme, else dark.
            let background = Palette(for: (theme ?? .dark).resolved(system: nil)).windowBackground
            window = try HostWindow(title: "Flick", size: windowSize, className: "flick",
                                    minimumSize: WindowSize.windowMinimumSize(scale: chosen.scale), background: background,
                                    decoratesItself: true, fps: fps.map(Double.init), clock: clock)
        } catch let e as X11Error {
            // No display is bad usage (run under X or use record); anything else failed at run time.
            if case .noDisplay = e { throw FlickError.usage("\(e)") }
            throw FlickError.runtime("\(e)")
        }
        let x11 = window.window
        let keeper = hermetic ? nil : SessionKeeper(locations: StateLocations.from(environment: ProcessInfo.processInfo.environment),
                                                    fresh: fresh, warn: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        self.keeper = keeper
        app = AppController(demo: demo, root: keeper?.makeRoot(demo, now: clock.now) ?? DemoFactory.make(demo),
                            size: window.size, scale: chosen.scale, theme: theme, now: clock.now)
        keeper?.attach(to: app, now: clock.now)
        app.keeper = keeper
        x11.setTitle(app.title)
        x11.setIcons(AppIcon.windowIcons())
        app.onTitleChange = { title in x11.setTitle(title) }
        app.onQuit = { x11.stop() }
        // Flick decorates its window itself: the shell's header bar carries the window's buttons.
        let window = self.window
        window.setBackground(Palette(for: app.host.environment.appearance).windowBackground)
        app.onAppearanceChange = { appearance in window.setBackground(Palette(for: appearance).windowBackground) }
        app.host.onWindowAction = { [unowned window] action in window.perform(action) }
        app.host.onCloseWindow = { x11.stop() }
        window.onDecorations = { [unowned app] decorations in app.host.environment.windowDecorations = decorations }
        window.onSystemAppearance = { [app] appearance in app.systemAppearanceChanged(appearance, now: clock.now) }
        // Xlib exits from inside a call when the server goes away: save there too.
        X11Window.onLostConnection { [keeper] in keeper?.flush() }
        // Called on the trace's writing thread: stop() is safe from any thread.
        app.trace = trace || traceFrames ? Trace.standardOutput(onClosed: { _ in x11.stop() }) : nil
        app.frameMeter = traceFrames ? FrameMeter() : nil
    }

    /// Runs until the window closes; returns the exit code. `ready` is traced when the first
    /// frame is on screen, followed by every state value. A trace whose stdout is closed, full or
    /// not read (more than `Trace.unreadLimitBytes` waiting, or lines left at the end that the
    /// reader does not take within `Trace.finishTimeoutS`) ends the run with 1 and a message.
    public func run() -> Int32 {
        let code = window.run(app) { [app, window] now in
            app.traceReady(now: now, window: window.windowID, size: window.size, fps: window.fps)
        }
        keeper?.flush()
        guard let failure = app.trace?.finishOutput() else { return code }
        let message = failure == EPIPE
            ? "flick: standard output was closed, so the --trace lines have no reader; exiting\n"
            : failure == EAGAIN
            ? "flick: standard output is not being read, so the --trace lines wait unread (at most \(Trace.unreadLimitBytes / 1024) KB are kept); exiting\n"
            : "flick: cannot write the --trace lines to standard output: \(FileProblem(errno: failure)); exiting\n"
        FileHandle.standardError.write(Data(message.utf8))
        return 1
    }
}
