/// A component with live settings of its own: an app shell lists them in its settings drawer
/// (a `SettingsList`), beside the app's global ones.
public protocol SettingsProviding: AnyObject {
    var settingsSections: [SettingsSection] { get }
}
