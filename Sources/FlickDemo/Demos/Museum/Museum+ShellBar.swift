import FlickKit

/// Inside the shell the open collection's bar joins the shell's: its name is the bar's title,
/// "‹ Back" closes it and its favorite button sits before ⚙.
extension Museum: ShellBarContributing {
    /// None: the museum's tabs are at the bottom.
    var shellBarLeadingItems: [Button] { [] }
    /// The open collection's favorite button.
    var shellBarTrailingItems: [Button] {
        activeBrowser.openCollection == nil ? [] : [activeBrowser.detail.favoriteButton]
    }
    /// The open collection's name.
    var shellBarTitle: String? { activeBrowser.openCollection?.name }
    /// True while the shown tab has a collection open.
    var shellBarCanGoBack: Bool { activeBrowser.openCollection != nil }
    /// Closes the open collection.
    func shellBarGoBack(now: Double) { activeBrowser.close(now: now) }

    /// Tells the shell its bar's title or buttons changed.
    func shellBarChanged(now: Double) { if usesShellBar { onShellBarChange?(now) } }
}
