import FlickCore

/// A column or a row of components and controls: `StackLayout` places them (spacing, padding,
/// alignment, a maximum content width), sized from what they prefer (`SizeProviding`) or from the
/// lengths their items give.
///
/// The stack adopts its children, lays each out at its frame (with the stack's environment), routes
/// gestures to them through a `ComponentRouter`, moves keyboard focus through them with Tab and
/// Shift+Tab (`Stack+Focus`), draws them in place and describes them in the semantics tree (as a
/// `RoutingContainer`, transparently). Stacks nest: a row inside a column is a child like any other.
///
/// ```swift
/// let form = Stack(.vertical, spacing: 8, padding: EdgeInsets(all: 16), maxContentWidth: 600, items: [
///     StackItem(Label("Name", emphasis: .header)),
///     StackItem(ListRow("Dark style", accessory: Switch())),
///     StackItem(Button("Save") { _ in save() }, alignment: .trailing),
/// ])
/// ```
public final class Stack: RoutingContainer, SizeProviding {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// The children and how each sits; setting them adopts the new ones and lays them out again.
    public var items: [StackItem] { didSet { adoptItems(); needsLayout = true } }
    /// How the children line up; changing it lays them out again.
    public var arrangement: StackLayout { didSet { if arrangement != oldValue { needsLayout = true } } }
    /// The items or the arrangement changed: the children are placed again at the next gesture,
    /// frame or scene, with its time.
    private var needsLayout = false
    /// Fill behind the children (nil: transparent).
    public var background: Color?
    /// The size laid out.
    public private(set) var size = Size(1, 1)
    /// The children's frames from the last layout, in the order of `items` (stack coordinates).
    public private(set) var frames: [Rect] = []
    /// The length the children need along the axis (padding included), from the last layout, px.
    public private(set) var contentLength: Double = 0

    let router = ComponentRouter()
    private var environment: ComponentEnvironment?

    /// A stack along `axis` of `items`, with `spacing` px between them, `padding`, `alignment`
    /// across, a column's content at most `maxContentWidth` px wide (centred beyond it).
    public init(_ axis: StackAxis = .vertical, spacing: Double = 0, padding: EdgeInsets = .zero,
                alignment: StackAlignment = .fill, maxContentWidth: Double? = nil, items: [StackItem] = []) {
        self.items = items
        arrangement = StackLayout(axis: axis, spacing: spacing, padding: padding, alignment: alignment,
                                  maxContentWidth: maxContentWidth)
        adoptItems()
    }

    /// A stack of `children`, each at its preferred size.
    public convenience init(_ axis: StackAxis = .vertical, spacing: Double = 0, padding: EdgeInsets = .zero,
                            alignment: StackAlignment = .fill, maxContentWidth: Double? = nil,
                            children: [any Component]) {
        self.init(axis, spacing: spacing, padding: padding, alignment: alignment, maxContentWidth: maxContentWidth,
                  items: children.map { StackItem($0) })
    }

    private func adoptItems() { for item in items { adoptChild(item.child) } }

    /// Lays the children out again at the current size (after one's preferred size changed).
    public func setNeedsLayout(now: Double) {
        relayout(now: now)
    }

    private func layoutIfNeeded(now: Double) {
        if needsLayout { relayout(now: now) }
    }

    private func relayout(now: Double) {
        needsLayout = false
        let (frames, length) = arrangement.frames(for: items, in: size)
        self.frames = frames
        contentLength = length
        for (item, frame) in zip(items, frames) {
            item.child.place(in: frame, now: now, environment: environment?.fitting(frame.size))
        }
    }

    // MARK: SizeProviding

    /// A column: `width` and the height its children need there. A row: the width its children
    /// need and its tallest child (padding included).
    public func preferredSize(for width: Double) -> Size {
        let w = width.isFinite ? max(0, width) : 0
        let length = arrangement.frames(for: items, in: Size(max(1, w), Constants.maxLayoutPx), expanding: false).contentLength
        switch arrangement.axis {
        case .vertical: return Size(w, length)
        case .horizontal:
            let tallest = items.map { $0.preferredSize(for: w).height + $0.margin.vertical }.max() ?? 0
            return Size(min(w, length), tallest + arrangement.padding.vertical)
        }
    }

    // MARK: Component

    /// Takes `size` and places the children.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        relayout(now: now)
    }

    /// Takes `size` and `environment` (handed to each child that is not a control, fit to its frame).
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Tab and Shift+Tab move the focus through the children; other keys go to the focused one;
    /// pointer gestures go to the child under them (`ComponentRouter`), and a press focuses the
    /// control it lands on (when it takes focus).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        layoutIfNeeded(now: now)
        if case .key(let key) = gesture { return handleKey(key, now: now) }
        return router.route(gesture, in: routedChildren(now: now), now: now)
    }

    /// Advances every child.
    public func advance(to now: Double) {
        layoutIfNeeded(now: now)
        for item in items { item.child.advance(to: now) }
    }

    /// The background, then every child in its frame.
    public func scene(now: Double) -> SceneNode {
        layoutIfNeeded(now: now)
        var nodes: [SceneNode] = []
        if let background { nodes.append(.fill(Rect(size: size), background)) }
        for (item, frame) in zip(items, frames) {
            nodes.append(item.child.framedScene(in: frame, now: now))
        }
        return .group(GroupNode(nodes))
    }

    /// True while a child moves.
    public func isAnimating(now: Double) -> Bool { items.contains { $0.child.isAnimating(now: now) } }

    /// The children's earliest deadline.
    public func nextDeadline(now: Double) -> Double? {
        items.compactMap { $0.child.nextDeadline(now: now) }.min()
    }

    /// Its children's state, merged (`PublishedState`: a key two children publish is kept under
    /// the later one's slot, `stack[INDEX].KEY`), so a text field's `NAME.text` reaches the root.
    public var state: [String: String] {
        PublishedState.merge(own: [:], children: items.enumerated().map { ("stack[\($0.offset)]", $0.element.child.state) })
    }

    // MARK: RoutingContainer

    /// The children at their frames, last (topmost) first.
    public func routedChildren(now: Double) -> [RoutedChild] {
        zip(items, frames).reversed().map { RoutedChild($0.child, frame: $1) }
    }
}
