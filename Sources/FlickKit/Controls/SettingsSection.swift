/// A titled group of settings in a `SettingsList`.
public struct SettingsSection {
    public var title: String
    public var settings: [Setting]

    public init(_ title: String, _ settings: [Setting]) {
        self.title = title; self.settings = settings
    }
}
