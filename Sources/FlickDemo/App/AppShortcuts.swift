import FlickCore
import FlickKit

/// The app's own shortcuts, and the shortcuts overlay's content for a shown demo.
public enum AppShortcuts {
    /// Keys that work in every demo (`AppController` handles them).
    static let application = ShortcutGroup("Application", [
        Shortcut("Keyboard Shortcuts", keys: ["question", "ctrl+question"]),
        Shortcut("Quit", keys: ["ctrl+q"]),
    ])

    /// What the overlay shows over `root`: its groups (`ShortcutsProviding`), then the app's.
    static func groups(for root: any Component) -> [ShortcutGroup] {
        ((root as? ShortcutsProviding)?.shortcutGroups ?? []) + [application]
    }

    /// The keys `flick --help` lists, as rows of (keys, what they do); a summary of what the
    /// overlay lists per demo (a test checks that they agree).
    public static let helpSummary: [(String, String)] = [
        ("ctrl+q", "Quit, from anywhere."),
        ("?, ctrl+?", "Show every key and gesture of the shown demo; Escape closes."),
        ("F9, F10", "Show or hide the demo list, the settings (the deck demo on its own: its sides; F7, F8 everywhere)."),
        ("Escape", "Close a drawer, the page overview or a detail view."),
        ("Left, Right", "Previous or next item, page, tab or scene."),
        ("Up, Down", "Previous or next page of the museum's grid; scroll a page."),
        ("Tab", "The carousel's page overview."),
        ("ctrl+t, ctrl+w", "New page, close page (carousel)."),
        ("space, Return", "Press the focused button."),
    ]
}
