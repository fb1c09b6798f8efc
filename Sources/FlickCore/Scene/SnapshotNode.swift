/// Content rendered once into an offscreen ARGB32 image, then composited every frame.
///
/// The renderer keeps one cached image per `key` (an owner object and a part of it, see
/// `SnapshotKey`), re-rendering it only when `version` or `size` changes (or every time, with
/// `drawsAfresh`); `content` is called only then. An image whose owner has been freed is never reused. The cached image (of `size`)
/// is drawn scaled into `frame` with a bilinear filter (whole-pixel aligned at scale 1).
public struct SnapshotNode {
    /// Identity of the cached image: its owner and which of the owner's images it is.
    public var key: SnapshotKey
    /// Bump whenever the content changes.
    public var version: Int
    /// The content's own size (its coordinate space), px.
    public var size: Size
    /// Where the image lands in the parent's coordinates.
    public var frame: Rect
    /// 0...1, applied when compositing.
    public var opacity: Double
    /// A soft shadow drawn under the image.
    public var shadow: Shadow?
    /// Rounded corners applied when compositing.
    public var cornerRadius: Double
    /// The content covers every pixel of `size` with opaque paint: the renderer may store it
    /// without alpha and copy it instead of blending (much cheaper per frame).
    public var isOpaque: Bool
    /// Drawn again every time it is composited, whatever its version (a live drawing that still
    /// goes through an image for its shadow or rounded corners); its image is kept only for reuse.
    public var drawsAfresh: Bool
    /// Builds the content in the snapshot's coordinates (0,0)-(size); called on cache misses only.
    public var content: () -> SceneNode

    /// A snapshot of `content` keyed by `key` at `version`, drawn at `size` and composited into `frame`.
    public init(key: SnapshotKey, version: Int, size: Size, frame: Rect, opacity: Double = 1,
                shadow: Shadow? = nil, cornerRadius: Double = 0, isOpaque: Bool = false, drawsAfresh: Bool = false,
                content: @escaping () -> SceneNode) {
        self.key = key; self.version = version; self.size = size; self.frame = frame
        self.opacity = opacity; self.shadow = shadow; self.cornerRadius = cornerRadius
        self.isOpaque = isOpaque; self.drawsAfresh = drawsAfresh; self.content = content
    }
}
