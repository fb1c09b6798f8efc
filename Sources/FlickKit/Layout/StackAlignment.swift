/// Where a stack places a child across its axis (a column's children across its width, a row's
/// across its height), or where a clamped column sits in a wider stack.
public enum StackAlignment: Sendable {
    /// At the start: the left of a column, the top of a row.
    case leading
    /// In the middle.
    case center
    /// At the end: the right of a column, the bottom of a row.
    case trailing
    /// Stretched across the whole space.
    case fill
}
