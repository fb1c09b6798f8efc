/// A row that can show it is the selected one: `ListView` sets `isSelected` on the rows it shows.
/// `ListRow` adopts it (its highlight).
public protocol SelectableRow: AnyObject {
    /// Whether the row is drawn as the selected one.
    var isSelected: Bool { get set }
}

/// A row that can be drawn as a section heading: `ListView` sets `isHeading` on the rows it shows
/// for the indices its `isHeading` names. `ListRow` adopts it (the header font, the heading role).
public protocol HeadingRow: AnyObject {
    /// Whether the row is drawn as a section heading.
    var isHeading: Bool { get set }
}

extension ListRow: SelectableRow, HeadingRow {}
