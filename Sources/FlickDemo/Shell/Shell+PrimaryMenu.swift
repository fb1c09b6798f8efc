import FlickCore
import FlickKit

extension Shell {
    /// The key that opens the primary menu with its first line highlighted (the keyboard's Menu
    /// key; F10, GNOME's key for it, toggles the shell's settings).
    static let primaryMenuKey = KeyCombo("Menu")

    /// The primary menu's lines: "Keyboard Shortcuts" (the shortcuts overlay), "Preferences" (the
    /// settings drawer) and "About Flick".
    func primaryMenuItems() -> [PopoverMenuItem] {
        [PopoverMenuItem("Keyboard Shortcuts") { [unowned self] now in self.onShowShortcuts?(now) },
         PopoverMenuItem("Preferences") { [unowned self] now in self.deck.open(.right, now: now) },
         PopoverMenuItem("About Flick") { [unowned self] now in self.about.open(now: now) }]
    }

    /// Opens the primary menu under its button (closing it when open); `byKeyboard` highlights its
    /// first line. The demo under it loses the pointer's hover.
    func togglePrimaryMenu(byKeyboard: Bool, now: Double) {
        guard !primaryMenu.isOpen else { primaryMenu.close(now: now); return }
        _ = stack.handle(.leave, now: now)
        primaryMenu.open(from: menuButton.frame, now: now, byKeyboard: byKeyboard)
    }

    /// The about dialog and then the primary menu take gestures first while open (they are modal);
    /// the Menu key opens the primary menu.
    func handleOverDeck(_ gesture: Gesture, now: Double) -> Bool {
        if about.handle(gesture, now: now) { return true }
        if primaryMenu.handle(gesture, now: now) { return true }
        if case .key(let key) = gesture, key == Shell.primaryMenuKey, deck.openSide == nil {
            togglePrimaryMenu(byKeyboard: true, now: now)
            return true
        }
        return false
    }
}
