import FlickCore

/// One scene a `SlideController` shows (the seed's view controllers): a name and content drawn
/// once per size into a snapshot, over an opaque background so scenes fully hide what they cover.
public struct SlideScene {
    /// Identifies the scene in state values (`slides.current`) and in the registry.
    public var name: String
    /// Painted under the content; scenes are opaque.
    public var background: Color
    /// Bump when the content changes so the cached snapshot redraws.
    public var version: Int
    /// Draws the scene in its own coordinates, (0,0)-(size). Called on snapshot cache misses only.
    public var content: (Size) -> SceneNode

    public init(name: String, background: Color = .black, version: Int = 0,
                content: @escaping (Size) -> SceneNode) {
        self.name = name; self.background = background; self.version = version; self.content = content
    }

    /// A plain colour field (a scene with no content but its background).
    public init(name: String, color: Color) {
        self.init(name: name, background: color) { _ in .empty }
    }

    /// The snapshot content for `size`: the background, then the content.
    public func draw(size: Size) -> SceneNode {
        .stack([.fill(Rect(size: size), background), content(size)])
    }
}
