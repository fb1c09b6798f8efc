/// The scene for one instant: a tree of drawing instructions that a renderer (FlickCairo)
/// turns into pixels. Components build it; nothing here knows about Cairo.
public indirect enum SceneNode {
    /// Children under a transform, an opacity and a clip.
    case group(GroupNode)
    /// A filled rectangle with optional rounded corners.
    case rect(Rect, Paint, cornerRadius: Double)
    /// A rectangle's outline.
    case strokeRect(Rect, Color, lineWidth: Double, cornerRadius: Double)
    /// An ellipse filling a rectangle.
    case ellipse(Rect, Paint)
    /// The soft shadow of a rounded rectangle (drawn under it).
    case shadow(Rect, Shadow, cornerRadius: Double)
    /// Lines and curves, filled or outlined.
    case path(PathNode)
    /// Text laid out in a frame.
    case text(TextNode)
    /// A picture in a frame.
    case image(ImageNode)
    /// Content drawn once into an image and composited after.
    case snapshot(SnapshotNode)
    /// Nothing.
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
