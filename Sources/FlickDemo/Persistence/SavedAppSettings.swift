import FlickKit

/// The app's global settings as saved (`AppSettings`); a missing field keeps its default. The
/// theme is read tolerantly: a word this Flick does not know, or a value of another kind, is
/// "Follow system" (a newer Flick may add themes).
struct SavedAppSettings: Codable, Equatable, Sendable {
    var slowAnimations: Bool?
    var showTouches: Bool?
    var frameTimeOverlay: Bool?
    var reducedMotion: Bool?
    /// `system`, `light` or `dark` (`ThemePreference`).
    public var theme: String?

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case slowAnimations, showTouches, frameTimeOverlay, reducedMotion, theme
    }

    /// Reads the saved settings; a `theme` that is not a string is left out.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        slowAnimations = try c.decodeIfPresent(Bool.self, forKey: .slowAnimations)
        showTouches = try c.decodeIfPresent(Bool.self, forKey: .showTouches)
        frameTimeOverlay = try c.decodeIfPresent(Bool.self, forKey: .frameTimeOverlay)
        reducedMotion = try c.decodeIfPresent(Bool.self, forKey: .reducedMotion)
        theme = (try? c.decodeIfPresent(String.self, forKey: .theme)) ?? nil
    }

    /// The values of `settings`.
    public init(_ settings: AppSettings) {
        slowAnimations = settings.slowAnimations
        showTouches = settings.showTouches
        frameTimeOverlay = settings.frameTimeOverlay
        reducedMotion = settings.reducedMotion
        theme = settings.theme.rawValue
    }

    /// Sets the saved values on `settings` (observers hear of each change).
    func apply(to settings: AppSettings) {
        if let v = slowAnimations { settings.slowAnimations = v }
        if let v = showTouches { settings.showTouches = v }
        if let v = frameTimeOverlay { settings.frameTimeOverlay = v }
        if let v = reducedMotion { settings.reducedMotion = v }
        if let v = theme { settings.theme = ThemePreference(rawValue: v) ?? .system }
    }
}
