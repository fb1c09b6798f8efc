/// The app's global settings as saved (`AppSettings`); a missing field keeps its default.
public struct SavedAppSettings: Codable, Equatable, Sendable {
    public var slowAnimations: Bool?
    public var showTouches: Bool?
    public var frameTimeOverlay: Bool?
    public var reducedMotion: Bool?

    public init() {}

    /// The values of `settings`.
    public init(_ settings: AppSettings) {
        slowAnimations = settings.slowAnimations
        showTouches = settings.showTouches
        frameTimeOverlay = settings.frameTimeOverlay
        reducedMotion = settings.reducedMotion
    }

    /// Sets the saved values on `settings` (observers hear of each change).
    public func apply(to settings: AppSettings) {
        if let v = slowAnimations { settings.slowAnimations = v }
        if let v = showTouches { settings.showTouches = v }
        if let v = frameTimeOverlay { settings.frameTimeOverlay = v }
        if let v = reducedMotion { settings.reducedMotion = v }
    }
}
