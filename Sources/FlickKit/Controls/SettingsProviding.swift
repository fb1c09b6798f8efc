/// A component with live settings of its own: an app shell lists them in its settings drawer
/// (a `SettingsList`), beside the app's global ones.
public protocol SettingsProviding: AnyObject {
    /// The component's settings, grouped in sections (read whenever the settings are shown).
    var settingsSections: [SettingsSection] { get }
}
