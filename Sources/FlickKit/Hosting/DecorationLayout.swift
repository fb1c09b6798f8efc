/// Which window buttons a header bar shows at each end, and in which order: GTK's
/// `gtk-decoration-layout` (the XSETTINGS `Gtk/DecorationLayout`), such as
/// `"icon:minimize,maximize,close"`. The names before the colon go to the leading (left) end,
/// those after it to the trailing (right) end; a layout without a colon puts every button at the
/// leading end. Names other than `minimize`, `maximize` and `close` (`icon`, `menu`, `appmenu`,
/// `spacer`) and a name given twice are left out.
public struct DecorationLayout: Equatable, Sendable {
    /// The buttons at the leading end, left to right.
    public var leading: [WindowButtonKind]
    /// The buttons at the trailing end, left to right.
    public var trailing: [WindowButtonKind]

    /// The layout when the desktop sets none: minimize, maximize and close at the trailing end.
    public static let standard = DecorationLayout(parsing: ":minimize,maximize,close")

    /// A layout of `leading` and `trailing` buttons.
    public init(leading: [WindowButtonKind], trailing: [WindowButtonKind]) {
        self.leading = leading
        self.trailing = trailing
    }

    /// The layout a `gtk-decoration-layout` string describes (spaces around names are ignored).
    public init(parsing text: String) {
        let sides = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        var seen = Set<WindowButtonKind>()
        func buttons(_ side: Substring?) -> [WindowButtonKind] {
            guard let side else { return [] }
            return side.split(separator: ",").compactMap { name in
                let trimmed = name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
                guard let kind = WindowButtonKind(rawValue: String(trimmed)),
                      seen.insert(kind).inserted else { return nil }
                return kind
            }
        }
        leading = buttons(sides.first)
        trailing = buttons(sides.count > 1 ? sides[1] : nil)
    }

    /// This layout with only the buttons in `offered` (what the window manager lets the window do).
    public func limited(to offered: Set<WindowButtonKind>) -> DecorationLayout {
        DecorationLayout(leading: leading.filter(offered.contains), trailing: trailing.filter(offered.contains))
    }

    /// True when it shows no button at all.
    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty }
}
