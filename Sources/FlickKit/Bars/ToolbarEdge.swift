/// The edge of a `Toolbar` that faces the content it floats over: a hairline is drawn there so the
/// bar's extent reads clearly even over content of the bar's own colour.
public enum ToolbarEdge: Sendable {
    /// A bar along the top of its owner: the hairline is its bottom edge.
    case bottom
    /// A bar along the bottom of its owner: the hairline is its top edge.
    case top
}
