/// The scene for one instant: a tree of drawing instructions that a renderer (FlickCairo)
/// turns into pixels. Components build it; nothing here knows about Cairo.
public indirect enum SceneNode {
    case group(GroupNode)
    /// A filled rectangle with optional rounded corners.
    case rect(Rect, Paint, cornerRadius: Double)
    /// A rectangle's outline.
    case strokeRect(Rect, Color, lineWidth: Double, cornerRadius: Double)
    case ellipse(Rect, Paint)
    /// The soft shadow of a rounded rectangle (drawn under it).
    case shadow(Rect, Shadow, cornerRadius: Double)
    case path(PathNode)
    case text(TextNode)
    case image(ImageNode)
    case snapshot(SnapshotNode)
    case empty

    /// Convenience: a group of children with no transform.
    public static func stack(_ children: [SceneNode]) -> SceneNode { .group(GroupNode(children)) }

    /// Convenience: children translated by (dx, dy).
    public static func translated(_ dx: Double, _ dy: Double, _ children: [SceneNode]) -> SceneNode {
        .group(GroupNode(children, transform: .translation(dx, dy)))
    }

    /// Convenience: a solid rectangle.
    public static func fill(_ r: Rect, _ c: Color, cornerRadius: Double = 0) -> SceneNode {
        .rect(r, .solid(c), cornerRadius: cornerRadius)
    }
}
