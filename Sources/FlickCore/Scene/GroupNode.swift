/// Children drawn in order under a transform, an opacity and an optional clip.
public struct GroupNode {
    /// Drawn in order, later over earlier.
    public var children: [SceneNode]
    /// Maps the children's coordinates to the parent's.
    public var transform: AffineTransform
    /// 0...1; below 1 the children are composited as one layer.
    public var opacity: Double
    /// Clip rectangle in the group's own (transformed) coordinates.
    public var clip: Rect?

    /// A group of `children` under `transform`, at `opacity`, clipped to `clip` if given.
    public init(_ children: [SceneNode], transform: AffineTransform = .identity,
                opacity: Double = 1, clip: Rect? = nil) {
        self.children = children; self.transform = transform; self.opacity = opacity; self.clip = clip
    }
}
