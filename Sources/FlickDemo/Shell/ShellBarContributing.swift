import FlickKit

/// A demo with a bar of its own that the shell folds into its bar, so the window shows one bar:
/// the shell puts the demo's buttons between its ☰ and ⚙ and tells the demo to hide its own bar.
/// While the demo shows a page it pushed, the shell's bar shows that page's title and "‹ Back"
/// (after the demo list's button, in place of the demo's leading buttons), as a navigation bar does.
protocol ShellBarContributing: AnyObject {
    /// The demo's buttons at the bar's leading end (after the shell's ☰).
    var shellBarLeadingItems: [Button] { get }
    /// The demo's buttons at the bar's trailing end (before the shell's ⚙).
    var shellBarTrailingItems: [Button] { get }
    /// True while the shell's bar carries the demo's buttons (the demo then hides its own bar).
    var usesShellBar: Bool { get set }
    /// The title the bar shows for the demo's pushed page (nil: the demo's name).
    var shellBarTitle: String? { get }
    /// True while the demo shows a pushed page that "‹ Back" leaves.
    var shellBarCanGoBack: Bool { get }
    /// Leaves the pushed page (the bar's "‹ Back").
    func shellBarGoBack(now: Double)
    /// Set by the shell: the demo calls it when its title, its Back or its buttons change.
    var onShellBarChange: ((_ now: Double) -> Void)? { get set }
}
