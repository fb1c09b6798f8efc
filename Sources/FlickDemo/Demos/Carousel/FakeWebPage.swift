import FlickCore
import FlickKit

/// A page of the carousel demo's little browser: a made-up web page drawn by Flick (address
/// bar, site header, headline, pictures, paragraphs), or a blank new page with favourites.
/// A component the carousel hosts as a page: titled by its article (`Titled`; a blank page has
/// none: "Untitled"), versioned by its scroll position so the carousel draws it once per
/// position. While it fills the window the wheel and the Up/Down/Page keys scroll it, and a
/// touchpad's two-finger scroll or a finger on a touchscreen (`PanSource.touchpad`/`.touch`)
/// moves it by the fingers' raw pixels with momentum when they lift (a mouse drag does not:
/// on a web page it would select, not scroll).
public final class FakeWebPage: Component, Titled {
    /// The site and article; nil for a blank new page (which has no title: "Untitled").
    public let content: WebPageContent?
    /// How far the document is scrolled, px.
    public private(set) var scrollY: Double = 0
    /// Bumps whenever the page scrolls (the carousel's image of it is drawn again once).
    public private(set) var version = 0
    /// The size of the last layout.
    public private(set) var size = Size(1, 1)
    /// The scroll's momentum after a touchpad or touch pan (its value is `scrollY` while it runs).
    var momentum = AnimatedValue(0)
    /// `scrollY` when the current touchpad or touch pan began (nil: no pan scrolls the page).
    var panStartY: Double?

    public init(content: WebPageContent?) { self.content = content }

    /// A blank new page.
    public static func blank() -> FakeWebPage { FakeWebPage(content: nil) }

    /// The article's title; nil for a blank page.
    public var title: String? { content?.title }

    // MARK: Component

    /// Keeps the size: the page lays its document out as it draws and scrolls.
    public func layout(size: Size, now: Double) { self.size = size }

    /// Wheel notches and Up/Down, Page_Up/Page_Down, space, Home/End scroll the document.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        let layout = WebPageLayout(content: content, size: size)
        switch gesture {
        case .scroll(_, let delta, _):
            guard delta.y != 0, delta.y.isFinite else { return false }
            stopMomentum(at: now)
            return scroll(by: delta.y * Constants.scrollNotchPx, layout: layout)
        case .press(_, let button, _):
            // Two fingers (or one on a screen) catch the page's momentum where it is.
            guard button == 1, momentum.isAnimating(at: now) else { return false }
            stopMomentum(at: now)
            return true
        case .panBegin(let info), .panUpdate(let info), .panEnd(let info):
            return pan(gesture, info, layout: layout, now: now)
        case .cancel:
            // A pan taken away stops where it is, with no momentum.
            guard panStartY != nil else { return false }
            panStartY = nil
            return true
        case .key(let key):
            guard key.modifiers.isEmpty else { return false }
            stopMomentum(at: now)
            let page = max(Constants.scrollNotchPx, layout.viewportHeight - Constants.scrollNotchPx)
            switch key.name {
            case "Down": return scroll(by: Constants.scrollNotchPx, layout: layout)
            case "Up": return scroll(by: -Constants.scrollNotchPx, layout: layout)
            case "Next", "space": return scroll(by: page, layout: layout)
            case "Prior": return scroll(by: -page, layout: layout)
            case "Home": return scroll(by: -scrollY, layout: layout)
            case "End": return scroll(by: layout.maxScroll - scrollY, layout: layout)
            default: return false
            }
        default:
            return false
        }
    }

    /// The page at its laid-out size.
    public func scene(at now: Double) -> SceneNode { scene(size: size) }

    /// Only the momentum after a touchpad or touch pan animates; wheel and key scrolls jump.
    public func isAnimating(at now: Double) -> Bool { momentum.isAnimating(at: now) || panStartY != nil }

    /// Moves the page with its momentum.
    public func advance(to now: Double) {
        guard panStartY == nil, momentum.isAnimating(at: now) || momentum.value(at: now) != scrollY else { return }
        setScroll(momentum.value(at: now))
        momentum.settle(at: now)
    }

    /// Nothing of its own: the carousel publishes its title.
    public var state: [String: String] { [:] }

    /// The scroll version: the drawing changes only when the page scrolls.
    public var contentVersion: Int? { version }

    // MARK: Scrolling

    /// The page drawn at `size`.
    func scene(size: Size) -> SceneNode { makeScene(size: size) }

    /// Scrolls within the document (its image is drawn again once); true when it moved or could have.
    func scroll(by dy: Double, layout: WebPageLayout) -> Bool {
        setScroll(min(max(0, scrollY + dy), layout.maxScroll))
        momentum.set(scrollY)
        return true
    }

    /// A touchpad or touch pan, mostly vertical, scrolls by the fingers' raw travel (content
    /// follows them, clamped to the document); when they lift, the momentum glides on to the
    /// decelerated rest point (UIScrollView's projection, clamped) on the settle spring.
    func pan(_ gesture: Gesture, _ info: PanInfo, layout: WebPageLayout, now: Double) -> Bool {
        if case .panBegin = gesture {
            let t = info.totalTranslation
            guard info.source != .pointer, info.button == 1, abs(t.y) > abs(t.x), layout.maxScroll > 0 else { return false }
            panStartY = momentum.grab(at: now)
        }
        guard let start = panStartY else { return false }
        let y = min(max(0, start - info.translation.y), layout.maxScroll)
        setScroll(y)
        momentum.set(y)
        if case .panEnd = gesture {
            panStartY = nil
            let v = info.velocity.y.isFinite ? -info.velocity.y : 0
            let rest = min(max(0, y + Deceleration.projectedDistance(velocity: v)), layout.maxScroll)
            momentum.animate(to: rest, at: now, velocity: v, tolerance: 0.25)
        }
        return true
    }

    /// Stops a gliding page where it is.
    func stopMomentum(at now: Double) {
        guard momentum.isAnimating(at: now) else { return }
        setScroll(momentum.grab(at: now))
    }

    private func setScroll(_ y: Double) {
        guard y != scrollY, y.isFinite else { return }
        scrollY = y
        version += 1
    }
}
