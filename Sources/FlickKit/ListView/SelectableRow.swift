/// A row that can show it is the selected one: `ListView` sets `isSelected` on the rows it shows.
/// `ListRow` adopts it (its highlight).
public protocol SelectableRow: AnyObject {
    /// Whether the row is drawn as the selected one.
    var isSelected: Bool { get set }
}

extension ListRow: SelectableRow {}
