// `import FlickApp` is all a program needs: FlickCore's geometry, scenes and input and
// FlickKit's components and FlickHost's ComponentHost come with it.
@_exported import FlickCore
@_exported import FlickKit
@_exported import FlickHost
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
    /// Opens a window titled `title` (`_NET_WM_NAME` and `WM_NAME`) of `size` layout pixels, hosts
    /// `root` in it with a `ComponentHost` and runs until the window is closed: the defaults of
    /// `FlickAppConfiguration` (the UI scale from `FLICK_SCALE`, then `Xft.dpi`, then 1; ctrl+q
    /// quits). Returns the exit status: 0 when closed (or on SIGINT/SIGTERM); 2 when there is no X
    /// display or `FLICK_SCALE` is bad (with a message on stderr); 1 for another failure (a lost X
    /// connection, no usable visual). `FLICK_TRACE` and `FLICK_RECORD` work as in
    /// `run(_:configuration:)`.
    public static func run(_ root: any Component, title: String, size: Size) -> Int32 {
        run(root, configuration: FlickAppConfiguration(title: title, size: size))
    }

    /// Opens a window as `configuration` says and hosts `root` in it until the window is closed,
    /// doing an app's chores: it chooses the UI scale (`configuration.scale`, else `FLICK_SCALE`,
    /// else the display's `Xft.dpi`, else 1; `FLICK_TEST=1` is hermetic: scale 1 unless given),
    /// draws light or dark as `FLICK_THEME` or else `configuration.theme` says (`system`, the
    /// default, follows the system's colour scheme live: the settings portal's `color-scheme`,
    /// dark when the system says nothing; a bad `FLICK_THEME` returns 2),
    /// makes the window `size` × scale device pixels, decodes pictures for `PictureView`s off the
    /// UI thread (a `PictureStore` of `pictureBytes`), sets the renderer's cache budgets, quits on
    /// ctrl+q if asked, lets components rename and close the window (`ComponentEnvironment.host`),
    /// and decorates the window itself as GTK does (`FlickAppConfiguration.usesClientSideDecorations`:
    /// no window manager frame, the window's buttons in the root's header bar), the window showing
    /// the theme's window colour where it has grown and no frame is drawn yet. Returns the exit status as `run(_:title:size:)` does.
    ///
    /// Any program is testable without code: `FLICK_TRACE=1` prints the trace contract on stdout
    /// (`ready`, `gesture`, `state`, `settled`: JSON Lines, as `flick --trace` does;
    /// `FLICK_TRACE=frames` adds a `frame` line per presented frame, with the time it took to make), and
    /// `FLICK_RECORD=FILE FLICK_RECORD_OUT=DIR` replays the scenario FILE headless instead of
    /// opening a window (no display needed), writes its shots to DIR and returns the scenario's
    /// status: 0; 1 for a failed `expect` or `match`; 2 for bad input (`FLICK_RECORD_GOLDENS=DIR`
    /// gives `match` its goldens).
    ///
    /// With `configuration.appID`, the root's `Restorable` state is kept in
    /// `$XDG_STATE_HOME/<app id>/session.json` (`AppID.sessionFile`): restored before the first
    /// frame (parts that need a layout wait for it), saved `Constants.stateSaveDelayS` after a
    /// change and when the window closes, through an atomic, locked and merged write that never
    /// waits on the UI thread for another program's lock; a damaged file is moved aside with a
    /// message. An app id that is not a reverse-DNS name returns 2 with a message. Without an app
    /// id, and in a `FLICK_RECORD` run, nothing is read or written.
    public static func run(_ root: any Component, configuration: FlickAppConfiguration) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let request: RunRequest
        do {
            request = try RunRequest(environment: environment)
            if let id = configuration.appID { try AppID.validate(id) }
        } catch {
            report("\(error)")
            return 2
        }
        if case .record(let script, let out, let goldens) = request {
            return record(root, configuration: configuration, script: script, out: out, goldens: goldens)
        }
        let theme: ThemePreference
        do {
            theme = try configuration.chosenTheme(environment: environment)
        } catch {
            report("\(error)")
            return 2
        }
        let hermetic = FlickAppConfiguration.isHermetic(environment)
        // The probe stays connected until the window is (a server whose last client leaves resets).
        let probe = hermetic || configuration.scale != nil ? nil : XResourceProbe()
        defer { withExtendedLifetime(probe) {} }
        let scale: Double
        do {
            let chosen = try UIScale.choose(option: configuration.scale ?? (hermetic ? 1 : nil),
                                            environment: hermetic ? nil : environment[UIScale.environmentVariable],
                                            xftDPI: probe?.value(of: "Xft.dpi"))
            if let warning = chosen.warning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            scale = chosen.scale
        } catch {
            report("\(error)")
            return 2
        }
        let clock = MonotonicClock()
        let window: HostWindow
        do {
            window = try HostWindow(title: configuration.title, size: scaled(configuration.size, scale),
                                    className: configuration.className,
                                    minimumSize: scaled(configuration.minimumSize, scale),
                                    background: Palette(for: theme.resolved(system: nil)).windowBackground,
                                    decoratesItself: configuration.decoratesItself(root, now: clock.now),
                                    fps: configuration.fps, clock: clock)
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
        let keeper = configuration.appID.flatMap { stateKeeper(of: root, appID: $0, environment: environment, now: clock.now) }
        // The loader comes with the host, so the first layout asks for every picture it shows.
        let host = ComponentHost(root, size: window.size, scale: scale,
                                 pictureLoader: PictureStore(maxBytes: configuration.pictureBytes), now: clock.now)
        keeper?.start(now: clock.now)
        window.keeper = keeper
        host.renderer.images.maxBytes = configuration.imageCacheBytes
        host.renderer.snapshots.maxBytes = configuration.snapshotCacheBytes
        let x11 = window.window
        host.onCloseWindow = { x11.stop() }
        host.onWindowAction = { [unowned window] action in window.perform(action) }
        window.onDecorations = { [unowned host] decorations in host.environment.windowDecorations = decorations }
        window.quitKey = configuration.quitsOnControlQ ? KeyCombo("q", modifiers: .control) : nil
        host.environment.appearance = theme.resolved(system: nil)
        if case .window(traced: true, let frames) = request {
            return runTraced(host, title: configuration.title, theme: theme, frames: frames, in: window, clock: clock)
        }
        host.onWindowTitle = { title in x11.setTitle(title) }
        if theme == .system {
            window.onSystemAppearance = { [unowned host, unowned window] system in
                let appearance = theme.resolved(system: system)
                host.environment.appearance = appearance
                window.setBackground(Palette(for: appearance).windowBackground)
            }
        }
        return window.run(host)
    }

    /// The keeper of `root`'s state in the session file of app `appID`, restored from it at
    /// `now`; nil with a warning when the root is not `Restorable` or no folder is named.
    private static func stateKeeper(of root: any Component, appID: String, environment: [String: String],
                                     now: Double) -> RestorationKeeper? {
        let program = ProcessInfo.processInfo.processName
        let warn = { (line: String) in FileHandle.standardError.write(Data((line + "\n").utf8)) }
        guard let restorable = root as? any Restorable else {
            report("the root component (\(type(of: root))) is not Restorable, so app \(appID) keeps no state; make the root a Restorable container such as Swiper, Deck or PageCarousel")
            return nil
        }
        guard let url = AppID.sessionFile(for: appID, environment: environment) else {
            report("neither XDG_STATE_HOME nor HOME names a folder; the session of \(appID) is not kept")
            return nil
        }
        return RestorationKeeper(root: restorable, file: StateFile(url: url, program: program, setsAsideDamaged: true),
                                 now: now, warn: warn)
    }

    /// `size` in device pixels at `scale`.
    private static func scaled(_ size: Size, _ scale: Double) -> Size {
        Size(size.width * scale, size.height * scale)
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
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    }
}
