import FlickCore

/// The look of the demo app's side drawers (the shell's and the deck demo's).
enum DrawerStyle {
    /// A drawer's background: a step lighter than the pages it lies under (as libadwaita's dark
    /// sidebars are), so the center's shadow has something to darken and the center reads as on top.
    static let background = Color(hex: 0x1F2229)
}
