/// The app's global settings, shown in the shell's settings drawer and applied by
/// `AppController` (time, touches, frame times) and by components (reduced motion).
public final class AppSettings {
    /// How much slower everything moves with slow animations on.
    public static let slowMotionFactor: Double = 5

    /// Animations run `slowMotionFactor` times slower (for showing motion to an audience).
    public var slowAnimations = false { didSet { if slowAnimations != oldValue { notify() } } }
    /// A circle under the pointer while a button is held (for screencasts).
    public var showTouches = false { didSet { if showTouches != oldValue { notify() } } }
    /// Frame times drawn in a corner.
    public var frameTimeOverlay = false { didSet { if frameTimeOverlay != oldValue { notify() } } }
    /// Cross-fades instead of slides, where a component supports it.
    public var reducedMotion = false { didSet { if reducedMotion != oldValue { notify() } } }

    private var observers: [(AppSettings) -> Void] = []

    public init() {}

    /// Calls `observer` after every change.
    public func observe(_ observer: @escaping (AppSettings) -> Void) { observers.append(observer) }

    private func notify() { observers.forEach { $0(self) } }
}
