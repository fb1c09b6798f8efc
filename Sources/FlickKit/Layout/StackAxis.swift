/// The direction a stack lines its children up in.
public enum StackAxis: Sendable {
    /// Top to bottom: a column.
    case vertical
    /// Leading to trailing: a row.
    case horizontal
}
