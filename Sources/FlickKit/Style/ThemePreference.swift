/// What the user chose for the app's colours: follow the system's colour scheme, or always light
/// or always dark (GNOME's "Follow system / Light / Dark"; `flick --theme system|light|dark`).
public enum ThemePreference: String, CaseIterable, Sendable {
    /// The system's colour scheme (the settings portal's `color-scheme`, else XSETTINGS'
    /// `Net/ThemeName`), switched live when it changes.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The appearance to draw in when the system asks for `system` (nil: the system says nothing,
    /// and `fallback` is drawn).
    public func resolved(system: Appearance?, fallback: Appearance = .dark) -> Appearance {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .system: return system ?? fallback
        }
    }

    /// The words a settings row shows for it.
    public var title: String {
        switch self {
        case .system: return "Follow system"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}
