import FlickCore
import FlickKit
import Foundation

/// What `FlickApp.run(_:configuration:)` makes of a window: its title, sizes (in layout pixels),
/// UI scale, theme, cache budgets, whether ctrl+q quits, whether the app decorates the window
/// itself, and the app id under which the host keeps the root's state.
///
/// ```swift
/// var configuration = FlickAppConfiguration(title: "Photos", size: Size(960, 640))
/// configuration.appID = "org.example.Photos"
/// configuration.minimumSize = Size(480, 360)
/// configuration.pictureBytes = 64 << 20
/// exit(FlickApp.run(browser, configuration: configuration))
/// ```
public struct FlickAppConfiguration {
    /// The budget of decoded pictures `PictureView`s share by default: 128 MB.
    public static let defaultPictureBytes = 128 << 20

    /// The window's title (`_NET_WM_NAME` and `WM_NAME`); a component may change it later
    /// (`ComponentHosting.setWindowTitle`).
    public var title: String
    /// The window's size in layout pixels: at UI scale 2 a `Size(640, 480)` window is 1280x960
    /// device pixels, drawn crisp (clamped to the screen).
    public var size: Size
    /// The smallest size asked of the window manager, layout pixels (default 360x360, as libadwaita's
    /// windows); the window opens at least this large.
    public var minimumSize: Size
    /// Whether the app decorates its window itself, as GTK does on X11 (default true): the window
    /// asks the window manager for no frame and the root's header bar (a `NavigationBar`: the root
    /// is `TopBarProviding` with a bar, such as a `NavigationStack` or a `Deck` around one) carries the
    /// window's buttons, moves the window when dragged, maximizes it on a double click and shows
    /// the window menu on a right click; the window's edges resize it. A root without a top bar
    /// keeps the window manager's frame. Set it to false for a window manager that must decorate
    /// every window.
    public var usesClientSideDecorations = true
    /// The UI scale, or nil (the default) to choose it as every Flick app does: `FLICK_SCALE`,
    /// then the display's `Xft.dpi`, then 1 (`UIScale`). With `FLICK_TEST=1` in the environment
    /// the run is hermetic: this scale, or 1.
    public var scale: Double?
    /// Whether ctrl+q ends the run (exit 0) before the component sees the key (default true).
    public var quitsOnControlQ: Bool
    /// The budget of decoded pictures (`PictureStore.maxBytes`), bytes.
    public var pictureBytes: Int
    /// The budget of the renderer's image cache (pictures drawn from `ImageNode`s), bytes.
    public var imageCacheBytes: Int
    /// The budget of the renderer's snapshot cache (children drawn once and composited), bytes.
    public var snapshotCacheBytes: Int
    /// The program's name in `WM_CLASS` (default: the process's name).
    public var className: String
    /// Frames per second while something moves; nil (the default) follows the refresh rate of
    /// the monitor the window is on.
    public var fps: Double?
    /// Light or dark, or `.system` (the default): the system's colour scheme (the settings
    /// portal's `color-scheme`; dark when the system says nothing), followed live as it changes.
    /// `FLICK_THEME=system|light|dark` in the environment overrides it. A `FLICK_RECORD` run never
    /// reads the system: `.system` draws dark there.
    public var theme: ThemePreference
    /// The app's reverse-DNS id (`org.example.Viewer`), or nil (the default) to keep no state.
    /// With an id, `FlickApp.run` keeps the root's `Restorable` state in
    /// `$XDG_STATE_HOME/<app id>/session.json` (default `~/.local/state/<app id>/`): restored
    /// before the first frame, saved `Constants.stateSaveDelayS` after a change and when the app
    /// quits; a damaged file is moved aside to `session.json.damaged` with a message. An id that
    /// is not a reverse-DNS name (`AppID`) ends the run at start with exit 2 and a message.
    public var appID: String?

    /// A window titled `title` of `size` layout pixels, with the defaults for the rest.
    public init(title: String, size: Size, minimumSize: Size = Size(360, 360), scale: Double? = nil,
                quitsOnControlQ: Bool = true, pictureBytes: Int = FlickAppConfiguration.defaultPictureBytes,
                imageCacheBytes: Int = 256 << 20, snapshotCacheBytes: Int = 256 << 20,
                className: String = ProcessInfo.processInfo.processName, fps: Double? = nil,
                theme: ThemePreference = .system, appID: String? = nil) {
        self.title = title
        self.size = size
        self.minimumSize = minimumSize
        self.scale = scale
        self.quitsOnControlQ = quitsOnControlQ
        self.pictureBytes = pictureBytes
        self.imageCacheBytes = imageCacheBytes
        self.snapshotCacheBytes = snapshotCacheBytes
        self.className = className
        self.fps = fps
        self.theme = theme
        self.appID = appID
    }

    /// The theme asked for: `FLICK_THEME` in `environment`, else `theme`. Throws `FlickError`
    /// (exit 2) for a bad `FLICK_THEME`.
    func chosenTheme(environment: [String: String]) throws -> ThemePreference {
        try ThemeOption.fromEnvironment(environment) ?? theme
    }

    /// True when the window of `root` is decorated by the app: `usesClientSideDecorations` and a
    /// root with a top bar to carry the window's buttons (`TopBarProviding` with a `topBarFrame`;
    /// a root that names none yet, such as a `Deck` not laid out, is laid out at `size` at `now` to tell).
    func decoratesItself(_ root: any Component, now: Double) -> Bool {
        guard usesClientSideDecorations, let top = root as? TopBarProviding else { return false }
        if top.topBarFrame == nil {
            root.layout(size: size.finiteLayout, now: now, environment: ComponentEnvironment().fitting(size.finiteLayout))
        }
        return top.topBarFrame != nil
    }

    /// True when `environment` asks for a hermetic run (`FLICK_TEST=1`): no display-dependent scale.
    static func isHermetic(_ environment: [String: String]) -> Bool {
        environment["FLICK_TEST"] == "1"
    }
}
