import FlickKit

/// The app's global settings, shown in the shell's settings drawer and applied by
/// `AppController` (time, touches, frame times, the theme) and by components (reduced motion).
final class AppSettings {
    /// How much slower everything moves with slow animations on.
    static let slowMotionFactor: Double = 5

    /// Animations run `slowMotionFactor` times slower (for showing motion to an audience).
    var slowAnimations = false { didSet { if slowAnimations != oldValue { notify() } } }
    /// A circle under the pointer while a button is held (for screencasts).
    var showTouches = false { didSet { if showTouches != oldValue { notify() } } }
    /// Frame times drawn in a corner.
    var frameTimeOverlay = false { didSet { if frameTimeOverlay != oldValue { notify() } } }
    /// Cross-fades instead of slides, where a component supports it.
    var reducedMotion = false { didSet { if reducedMotion != oldValue { notify() } } }

    /// Follow the system's colour scheme, light or dark, as chosen in the settings (saved).
    public var theme = ThemePreference.system { didSet { if theme != oldValue { notify() } } }
    /// The theme the command line asked for (`--theme`, `record` and `bench`), which wins over
    /// `theme` for this run until the setting is changed; never saved.
    var commandLineTheme: ThemePreference? { didSet { if commandLineTheme != oldValue { notify() } } }
    /// The theme in force: the command line's, else the setting.
    var effectiveTheme: ThemePreference { commandLineTheme ?? theme }

    /// Chooses `preference` in the settings: it is saved and replaces the command line's for the run.
    func chooseTheme(_ preference: ThemePreference) {
        commandLineTheme = nil
        theme = preference
    }

    private var observers: [(AppSettings) -> Void] = []

    public init() {}

    /// Calls `observer` after every change.
    func observe(_ observer: @escaping (AppSettings) -> Void) { observers.append(observer) }

    private func notify() { observers.forEach { $0(self) } }
}
