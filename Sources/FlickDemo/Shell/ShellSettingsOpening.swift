/// A demo with a settings button of its own: inside the shell the button opens the shell's
/// settings drawer (which holds the demo's settings), so the app has one settings panel.
protocol ShellSettingsOpening: AnyObject {
    /// Set by the shell: opens its settings drawer (nil: the demo opens its own panel).
    var opensShellSettings: ((_ now: Double) -> Void)? { get set }
}
