import Foundation
import FlickCore

/// Any component (a `PictureView` first) that the user zooms and pans, as GtkPicture in a
/// GtkScrolledWindow with GtkGestureZoom, UIScrollView's zoom, Flutter's InteractiveViewer and
/// GNOME's image viewer Loupe do.
///
/// Scale 1 is fit: the content laid out at the view's size. A pinch (touchpad or touch) zooms
/// about the point between the fingers and keeps that point under them; ctrl+wheel and the +/-
/// keys zoom about the pointer, ctrl+`+`/`-` about the view's center, ctrl+`0` back to fit; a
/// double click or double tap toggles fit and 1:1 about the click (1:1 is a picture's natural
/// size, one of its pixels per device pixel; for other content, or a picture no larger than the
/// view, `Constants.zoomDoubleTapScale`; never past `maximumScale`). A pinch pulls past the
/// minimum or maximum scale on a rubber band and springs back on release. While zoomed, a drag,
/// the wheel (without ctrl) and the arrow keys pan the content, with momentum after a fling and
/// a rubber band at its edges. Every motion is a spring on the injected clock that a press catches.
///
/// Inside a container that pans (a `Swiper`, a `PageCarousel`'s page, a `Deck`), a drag pans the
/// zoomed content first; a drag towards an edge the content already touches, and any drag at
/// fit, is left to the container (`PanClaiming`), so a pager turns the page there. Likewise the
/// wheel and the arrow keys are left to the container at fit and at the edge they point to.
///
/// While the content moves it is composited from its cached image, scaled; once the scale
/// settles the content is laid out at the zoomed size, so a `PictureView` inside is decoded at the
/// size it is shown (sharp at 4x, no full-size decode at fit). Drawing is clipped to the view, so
/// only what shows is painted. The content itself takes no input: it is looked at.
///
/// An app may subclass it (as `TextView`) to give a page what its container asks of it: a title
/// (`Titled`) and a part in the saved state (`Restorable`) for a `PageCarousel` page.
///
/// ```swift
/// let pager = Swiper(pageCount: files.count) { i in
///     ZoomView(content: PictureView(file: files[i]), maximumScale: 8)
/// }
/// ```
open class ZoomView: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// The component zoomed.
    public let content: any Component
    /// The smallest scale the content settles at (1 = fit).
    public let minimumScale: Double
    /// The largest scale the content settles at.
    public let maximumScale: Double

    /// The view's size.
    public private(set) var size = Size.zero
    var environment = ComponentEnvironment()
    /// The content's scale (1 = fit), past the limits while a pinch pulls the rubber band.
    var zoom = AnimatedValue(1)
    /// Where the content's top-left corner is, in view coordinates.
    var originX = AnimatedValue(0)
    var originY = AnimatedValue(0)
    /// The scale the content is laid out at now (its size is the view's times this).
    public private(set) var laidOutScale: Double = 1
    /// The pinch under way: where it started from.
    var pinchStart: (scale: Double, origin: Point, center: Point)?
    /// The drag under way: the content's origin when it began.
    var dragStart: Point?
    /// Bumped whenever the resting drawing changes (a new scale or position, a relayout).
    var ownVersion = 0
    private var lastContentVersion: Int?

    /// A view of `content` zoomable from `minimumScale` to `maximumScale` (1 = fit), shown at fit
    /// (or at the nearer limit when fit lies outside them).
    public init(content: any Component, minimumScale: Double = 1, maximumScale: Double = 4) {
        self.content = content
        let lower = minimumScale.isFinite && minimumScale > 0 ? minimumScale : 1
        let upper = maximumScale.isFinite && maximumScale > 0 ? maximumScale : 4
        self.minimumScale = min(lower, upper)
        self.maximumScale = max(lower, upper)
        zoom = AnimatedValue(fitScale)
        laidOutScale = fitScale
        adoptChild(content)
    }

    // MARK: Scale

    /// The scale the content shows at, or settles at while it moves (1 = fit). Setting it zooms
    /// about the view's center at once, clamped to the limits.
    public var scale: Double {
        get { zoom.target }
        set {
            guard newValue.isFinite else { return }
            let s = clampScale(newValue)
            let from = (zoom.target, Point(originX.target, originY.target))
            let origin = self.origin(zoomingTo: s, about: Point(size.width / 2, size.height / 2), from: from)
            zoom.set(s)
            originX.set(origin.x)
            originY.set(origin.y)
            ownVersion += 1
        }
    }

    /// Fit, kept inside the limits.
    var fitScale: Double { clampScale(1) }

    func clampScale(_ s: Double) -> Double { min(max(s, minimumScale), maximumScale) }

    /// The scale at `now` (past the limits while a pinch pulls the rubber band).
    public func scale(now: Double) -> Double { zoom.value(now: now) }

    /// The content's top-left corner at `now`, in view coordinates.
    public func origin(now: Double) -> Point { Point(originX.value(now: now), originY.value(now: now)) }

    /// Where the content's origin may rest at scale `s` along one axis of length `view`: from
    /// `lower` to `upper` when the content is larger than the view, else centered (both equal).
    static func originRange(view: Double, scale s: Double) -> (lower: Double, upper: Double) {
        let content = view * s
        if content <= view { let c = (view - content) / 2; return (c, c) }
        return (view - content, 0)
    }

    /// `origin` kept where it may rest at scale `s`.
    func clampOrigin(_ origin: Point, scale s: Double) -> Point {
        let h = ZoomView.originRange(view: size.width, scale: s), v = ZoomView.originRange(view: size.height, scale: s)
        return Point(min(max(origin.x, h.lower), h.upper), min(max(origin.y, v.lower), v.upper))
    }

    /// The origin that keeps the content point under `p` there when the content goes from
    /// `from` (scale, origin) to scale `s`, clamped to where it may rest.
    func origin(zoomingTo s: Double, about p: Point, from: (scale: Double, origin: Point)) -> Point {
        let c = (p - from.origin) * (1 / max(from.scale, 1e-9))
        return clampOrigin(p - c * s, scale: s)
    }

    /// Whether the content is larger than the view along `axis` (at its resting scale), so it pans.
    func pansAlong(_ axis: SwipeAxis) -> Bool {
        let s = zoom.target
        switch axis {
        case .horizontal: return size.width * s > size.width + Constants.zoomEdgeTolerancePx
        case .vertical: return size.height * s > size.height + Constants.zoomEdgeTolerancePx
        }
    }

    /// Whether the content can move by `delta` (px, the sign of each part is the direction) from
    /// where it rests: false along an axis where it fits or already touches that edge.
    func canPan(by delta: Point) -> Bool {
        let s = zoom.target
        let o = Point(originX.target, originY.target)
        func along(_ d: Double, _ value: Double, _ view: Double) -> Bool {
            let r = ZoomView.originRange(view: view, scale: s)
            if d > 0 { return value < r.upper - Constants.zoomEdgeTolerancePx }
            if d < 0 { return value > r.lower + Constants.zoomEdgeTolerancePx }
            return false
        }
        return along(delta.x, o.x, size.width) || along(delta.y, o.y, size.height)
    }

    /// Springs to scale `s` (clamped) with the content point under `p` kept there (as far as the
    /// edges allow), from where the content is heading: steps taken quickly add up.
    func animateZoom(to s: Double, about p: Point, now: Double) {
        let target = clampScale(s)
        let origin = origin(zoomingTo: target, about: p, from: (zoom.target, Point(originX.target, originY.target)))
        animate(scale: target, origin: origin, now: now)
    }

    /// Springs the scale and the origin to their targets together (the same spring, so the point
    /// zoomed about stays put on the way).
    func animate(scale s: Double, origin: Point, now: Double) {
        zoom.animate(to: s, now: now, tolerance: Constants.zoomScaleRestTolerance)
        originX.animate(to: origin.x, now: now, tolerance: Constants.zoomOffsetRestTolerancePx)
        originY.animate(to: origin.y, now: now, tolerance: Constants.zoomOffsetRestTolerancePx)
        ownVersion += 1
    }

    /// Springs from wherever the content is (past the limits or the edges) back inside them.
    func settleInside(now: Double) {
        let s = zoom.value(now: now)
        let target = clampScale(s)
        let center = Point(size.width / 2, size.height / 2)
        animate(scale: target, origin: origin(zoomingTo: target, about: center, from: (s, origin(now: now))), now: now)
    }

    /// The scale a double click zooms to from fit: a picture's natural size (one picture pixel per
    /// device pixel) when it is larger than fit, else `Constants.zoomDoubleTapScale`; never past the maximum.
    var doubleTapScale: Double {
        if let picture = content as? PictureView, let pixels = picture.pixelSize, size.width > 0, size.height > 0 {
            let drawn = picture.contentMode.drawnRect(picture: pixels, in: Rect(size: size))
            let natural = drawn.width > 0 ? pixels.width / max(environment.scale, 1e-9) / drawn.width : 0
            if natural > 1 + Constants.zoomFitTolerance { return clampScale(natural) }
        }
        return clampScale(Constants.zoomDoubleTapScale)
    }

    /// The content moves (a spring, a drag or a pinch).
    func isMoving(now: Double) -> Bool {
        zoom.isAnimating(now: now) || originX.isAnimating(now: now) || originY.isAnimating(now: now)
            || pinchStart != nil || dragStart != nil
    }

    /// The content rests at a scale it is not laid out at yet.
    func needsRelayout(now: Double) -> Bool {
        !isMoving(now: now) && abs(zoom.target - laidOutScale) > 1e-9
    }

    // MARK: Component

    /// Lays the view out at `size` with no host.
    public func layout(size: Size, now: Double) {
        layout(size: size, now: now, environment: environment)
    }

    /// Lays the view out at `size`: the scale stays, the content keeps its place in proportion
    /// (kept inside the edges), and the content is laid out at the scale it rests at.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        let old = self.size
        self.size = size
        self.environment = environment
        if old != size, old.width > 0, old.height > 0, !isMoving(now: now) {
            let s = zoom.target
            let o = Point(originX.target * size.width / old.width, originY.target * size.height / old.height)
            let kept = clampOrigin(o, scale: s)
            originX.set(kept.x)
            originY.set(kept.y)
        } else if old.width <= 0 || old.height <= 0 {
            let kept = clampOrigin(.zero, scale: zoom.target)
            originX.set(kept.x)
            originY.set(kept.y)
        }
        if !isMoving(now: now) { laidOutScale = zoom.target }
        layOutContent(now: now)
        ownVersion += 1
    }

    /// The content's layout size: the view's times the scale it is laid out at.
    var contentSize: Size { Size(size.width * laidOutScale, size.height * laidOutScale) }

    private func layOutContent(now: Double) {
        guard size.width > 0, size.height > 0 else { return }
        content.layout(size: contentSize, now: now, environment: environment)
    }

    /// Lays the content out at the zoomed size once the scale settles; advances the content.
    public func advance(to now: Double) {
        zoom.settle(now: now)
        originX.settle(now: now)
        originY.settle(now: now)
        if needsRelayout(now: now) {
            laidOutScale = zoom.target
            layOutContent(now: now)
            ownVersion += 1
        }
        content.advance(to: now)
    }

    /// The content, scaled and placed, clipped to the view.
    public func scene(now: Double) -> SceneNode {
        guard size.width > 0, size.height > 0 else { return .empty }
        let k = scale(now: now) / laidOutScale
        let o = origin(now: now)
        let laid = contentSize
        let drawn: SceneNode
        let imageSide = max(laid.width, laid.height) * environment.scale
        if isMoving(now: now), imageSide <= Constants.zoomSnapshotMaxSidePx {
            // The cached image of the content, scaled: nothing is drawn again while it moves.
            drawn = content.placedScene(in: Rect(x: o.x, y: o.y, width: laid.width * k, height: laid.height * k),
                                        size: laid, now: now)
        } else {
            drawn = .group(GroupNode([content.scene(now: now)], transform: AffineTransform(a: k, b: 0, c: 0, d: k, tx: o.x, ty: o.y)))
        }
        return .group(GroupNode([drawn], clip: Rect(size: size)))
    }

    /// While the content moves, animates itself, or waits to be laid out at its new scale.
    public func isAnimating(now: Double) -> Bool {
        isMoving(now: now) || needsRelayout(now: now) || content.isAnimating(now: now)
    }

    /// The content's deadlines.
    public func nextDeadline(now: Double) -> Double? { content.nextDeadline(now: now) }

    /// `zoom.scale`: the scale the content rests at, 1 = fit (up to two decimals: `1`, `2.5`,
    /// `8`); then the content's state (`PublishedState`: a key already taken goes under `zoom[content].`).
    public var state: [String: String] {
        PublishedState.merge(own: ["zoom.scale": ZoomView.format(zoom.target)],
                             children: [("zoom[content]", content.state)])
    }

    /// A scale as the state shows it: at most two decimals, no trailing zeros.
    static func format(_ s: Double) -> String {
        let hundredths = (s * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        if hundredths.truncatingRemainder(dividingBy: 10) == 0 { return String(format: "%.1f", hundredths / 100) }
        return String(format: "%.2f", hundredths / 100)
    }

    /// Changes whenever the resting drawing does: the content's version, the scale, the position.
    public var contentVersion: Int? {
        guard let v = content.contentVersion else { return nil }
        if v != lastContentVersion { lastContentVersion = v; ownVersion += 1 }
        return ownVersion
    }

    /// A scroll pane named "Zoom" whose value is the scale in percent ("100%" at fit, with its
    /// range), holding the content's nodes where they show: scaled and moved with the content,
    /// and marked offscreen where they lie outside the view.
    public func semantics(now: Double) -> [SemanticsNode] {
        let k = scale(now: now) / laidOutScale
        let o = origin(now: now)
        let bounds = Rect(size: size)
        func place(_ node: SemanticsNode) -> SemanticsNode {
            var n = node
            n.frame = Rect(x: o.x + node.frame.x * k, y: o.y + node.frame.y * k,
                           width: node.frame.width * k, height: node.frame.height * k)
            n.children = node.children.map(place)
            return n.frame.intersects(bounds) ? n : n.adding(.offscreen)
        }
        var node = SemanticsNode(role: .scrollPane, name: "Zoom", value: "\(Int((zoom.target * 100).rounded()))%",
                                 frame: bounds, children: content.semantics(now: now).map(place))
        node.valueRange = SemanticsValueRange(current: zoom.target * 100, minimum: minimumScale * 100,
                                              maximum: maximumScale * 100, step: (Constants.pinchStepScale - 1) * 100)
        return [node]
    }
}
