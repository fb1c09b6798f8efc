/// A root component that shows or uses the app's global settings (the shell): `AppController`
/// hands it the settings it applies.
protocol AppSettingsAware: AnyObject {
    func attach(_ settings: AppSettings)
}
