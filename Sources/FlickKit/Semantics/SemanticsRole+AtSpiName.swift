/// The names AT-SPI gives roles (what Accerciser, Orca's logs and pyatspi's `getRoleName()` show),
/// so a test can name an element as a screen reader's tools name it (`click "push button" "Pages"`).
/// FlickApp's ATK mapping gives each role the ATK role of this name; a test there checks they agree.
extension SemanticsRole {
    /// The AT-SPI role name of this role: "push button" for a button, "page tab" for a tab and a
    /// page, "label" for static text and page dots.
    public var atSpiName: String {
        switch self {
        case .window: return "frame"
        case .group: return "panel"
        case .button: return "push button"
        case .toggle: return "toggle button"
        case .checkBox: return "check box"
        case .slider: return "slider"
        case .tab, .page: return "page tab"
        case .tabList, .pageList: return "page tab list"
        case .list: return "list"
        case .listItem: return "list item"
        case .menuItem: return "menu item"
        case .menu: return "menu"
        case .picture: return "image"
        case .text, .indicator: return "label"
        case .entry: return "entry"
        case .passwordText: return "password text"
        case .textView: return "text"
        case .heading: return "heading"
        case .scrollPane: return "scroll pane"
        case .toolbar: return "tool bar"
        case .dialog: return "dialog"
        case .tooltip: return "tool tip"
        }
    }

    /// The roles a scenario's role word means: the role of that raw value (`button`, `list-item`;
    /// Flick's own names win, so `text` is static text), else every role AT-SPI names so
    /// (`push button`; `page tab` is a tab or a page), compared ignoring case and runs of blanks.
    /// Empty when the word names no role.
    public static func roles(named word: String) -> [SemanticsRole] {
        let key = word.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        if let own = SemanticsRole(rawValue: key) { return [own] }
        return allCases.filter { $0.atSpiName == key }
    }
}
