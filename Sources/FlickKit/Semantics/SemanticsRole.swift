/// What kind of thing a semantics node is: the role a screen reader announces and a test locator
/// filters by (`click button "New Page"`). The raw values are the names tests and the
/// `elements` JSON use.
public enum SemanticsRole: String, CaseIterable, Sendable {
    /// The window's root: the program's window, named after its title.
    case window
    /// Several nodes that belong together, with no meaning of their own (a panel, a card).
    case group
    /// A push button: activating it does something.
    case button
    /// A button that stays on or off (`checked` while on).
    case toggle
    /// A check box (`checked` while ticked).
    case checkBox = "check-box"
    /// A value along a range (`value`; increment and decrement move it one step).
    case slider
    /// One tab of a tab list (`selected` while its page shows).
    case tab
    /// A row of tabs or segments.
    case tabList = "tab-list"
    /// A list of items.
    case list
    /// One item of a list (`selected` while chosen).
    case listItem = "list-item"
    /// One entry of a menu.
    case menuItem = "menu-item"
    /// A menu of menu items (a popover menu).
    case menu
    /// One page of a paged container (a swiper's page, a carousel's page, a deck's side).
    case page
    /// A row of pages of which one or a few show at a time.
    case pageList = "page-list"
    /// A picture.
    case picture
    /// Static text.
    case text
    /// A one-line field the user types into (a text field, a search field).
    case entry
    /// A one-line field whose text shows as bullets (a password field).
    case passwordText = "password-text"
    /// Multi-line text that scrolls, read-only or editable (a text view).
    case textView = "text-view"
    /// A heading over a group of nodes.
    case heading
    /// A region whose content scrolls.
    case scrollPane = "scroll-pane"
    /// A bar of buttons (a toolbar, a navigation bar).
    case toolbar
    /// A modal layer over the rest (the shortcuts overlay).
    case dialog
    /// A tooltip on screen.
    case tooltip
    /// An indicator of position (page dots): its `value` says where.
    case indicator
}
