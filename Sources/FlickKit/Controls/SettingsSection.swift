/// A titled group of settings in a `SettingsList`.
public struct SettingsSection {
    /// The section's header (drawn in upper case).
    public var title: String
    /// The settings, one row each, in order.
    public var settings: [Setting]

    /// A section titled `title` holding `settings`.
    public init(_ title: String, _ settings: [Setting]) {
        self.title = title; self.settings = settings
    }
}
