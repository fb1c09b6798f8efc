import FlickKit

/// A demo with a bar of its own that the shell folds into its bar, so the window shows one bar:
/// the shell puts the demo's buttons between its ☰ and ⚙ and tells the demo to hide its own bar.
protocol ShellBarContributing: AnyObject {
    /// The demo's buttons at the bar's leading end (after the shell's ☰).
    var shellBarLeadingItems: [Button] { get }
    /// The demo's buttons at the bar's trailing end (before the shell's ⚙).
    var shellBarTrailingItems: [Button] { get }
    /// True while the shell's bar carries the demo's buttons (the demo then hides its own bar).
    var usesShellBar: Bool { get set }
}
