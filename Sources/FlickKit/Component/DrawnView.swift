import FlickCore

/// A component that draws a scene for its laid-out size and does nothing else: it handles no
/// gestures, never animates and publishes no state. It may have a title (`Titled`: a carousel
/// shows it, a slide controller names the scene by it). The simplest page or side view to give a
/// container:
///
/// ```swift
/// let page = DrawnView { size in
///     .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(hex: 0xD03030))
/// }
/// ```
public final class DrawnView: Component, Titled {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    private let draw: (Size) -> SceneNode
    /// The size of the last layout (zero before the first).
    public private(set) var size: Size = .zero
    /// The view's title for its container (nil: none).
    public var title: String?

    /// A view drawn by `draw`, which gets the laid-out size in points and returns the scene in
    /// the view's own coordinates ((0,0) its top-left corner). It should depend on the size
    /// only: a container may keep the scene as a snapshot while the size stays the same.
    /// `title` is what a container shows for it or names it by.
    public init(title: String? = nil, draw: @escaping (Size) -> SceneNode) {
        self.title = title
        self.draw = draw
    }

    /// Remembers `size` for the next `scene(now:)`.
    public func layout(size: Size, now: Double) {
        self.size = size
    }

    /// Consumes nothing.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    /// The scene `draw` makes for the current size.
    public func scene(now: Double) -> SceneNode { draw(size) }

    /// Never: a drawn view is still.
    public func isAnimating(now: Double) -> Bool { false }

    /// No state of its own.
    public var state: [String: String] { [:] }

    /// Always 0: the drawing depends on the size only, so a container draws it once per size.
    public var contentVersion: Int? { 0 }
}
