/// Children drawn in order under a transform, an opacity and an optional clip.
public struct GroupNode {
    public var children: [SceneNode]
    public var transform: AffineTransform
    /// 0...1; below 1 the children are composited as one layer.
    public var opacity: Double
    /// Clip rectangle in the group's own (transformed) coordinates.
    public var clip: Rect?

    public init(_ children: [SceneNode], transform: AffineTransform = .identity,
                opacity: Double = 1, clip: Rect? = nil) {
        self.children = children; self.transform = transform; self.opacity = opacity; self.clip = clip
    }
}
