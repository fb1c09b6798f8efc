import Foundation
import FlickCore
import FlickKit

/// A page of the carousel demo's little browser: a made-up web page drawn by Flick (address
/// bar, site header, headline, pictures, paragraphs), or a blank new page with favourites (one
/// opened from the address field shows what was typed in its address bar).
/// A component the carousel hosts as a page: titled by its article (`Titled`; a blank page by
/// the address typed for it, else none: "Untitled"), versioned by its scroll position so the carousel draws it once per
/// position. While it fills the window the wheel and the Up/Down/Page keys scroll it, and a
/// touchpad's two-finger scroll or a finger on a touchscreen (`PanSource.touchpad`/`.touch`)
/// moves it by the fingers' raw pixels with momentum when they lift (a mouse drag does not:
/// on a web page it would select, not scroll).
final class FakeWebPage: Component, Titled {
    /// The site and article; nil for a blank new page (which has no title: "Untitled").
    let content: WebPageContent?
    /// What was typed in the address field for a blank page opened from it; nil otherwise.
    let typedAddress: String?
    /// How far the document is scrolled, px.
    private(set) var scrollY: Double = 0
    /// Bumps whenever the page scrolls (the carousel's image of it is drawn again once).
    public private(set) var version = 0
    /// The size of the last layout.
    public private(set) var size = Size(1, 1)
    /// The document's scrolling: touchpad and touch pans held at the ends, with momentum when
    /// the fingers lift (its offset is `scrollY` while it moves). No mouse drag: it would select.
    var scroller = ScrollModel(rubberBands: false, panSources: [.touch, .touchpad])

    public init(content: WebPageContent?, typedAddress: String? = nil) {
        self.content = content
        self.typedAddress = content == nil ? typedAddress : nil
    }

    /// A blank new page.
    static func blank() -> FakeWebPage { FakeWebPage(content: nil) }

    /// An address as typed, ready to title a page: trimmed of spaces and cut to the address field's
    /// maximum length; nil when nothing but spaces was typed.
    static func typedAddress(_ typed: String) -> String? {
        let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return String(trimmed.prefix(CarouselDemoToolbar.addressMaximumLength))
    }

    /// The article's title; for a blank page what was typed for it, else nil.
    var title: String? { content?.title ?? typedAddress }

    // MARK: Component

    /// Keeps the size: the page lays its document out as it draws and scrolls.
    func layout(size: Size, now: Double) { self.size = size }

    /// Wheel notches and Up/Down, Page_Up/Page_Down, space, Home/End scroll the document.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        let layout = WebPageLayout(content: content, size: size)
        scroller.setLengths(viewport: layout.viewportHeight, content: layout.documentHeight)
        switch gesture {
        case .scroll(_, let delta, _):
            guard delta.y != 0, delta.y.isFinite else { return false }
            stopMomentum(now: now)
            return scroll(by: delta.y * Constants.scrollNotchPx, layout: layout, now: now)
        case .press(_, let button, _):
            // Two fingers (or one on a screen) catch the page's momentum where it is.
            guard button == 1 else { return false }
            return stopMomentum(now: now)
        case .panBegin(let info):
            return follow(scroller.beginPan(info, now: now), now: now)
        case .panUpdate(let info):
            return follow(scroller.updatePan(info), now: now)
        case .panEnd(let info):
            // The page takes the fingers' last place before it glides on from there.
            guard follow(scroller.updatePan(info), now: now) else { return false }
            return scroller.endPan(info, now: now)
        case .cancel:
            // A pan taken away stops where it is, with no momentum.
            let dragged = scroller.isDragging
            scroller.endUnfinishedDrag(now: now)
            return dragged
        case .key(let key):
            guard key.modifiers.isEmpty else { return false }
            stopMomentum(now: now)
            let page = max(Constants.scrollNotchPx, layout.viewportHeight - Constants.scrollNotchPx)
            switch key.name {
            case "Down": return scroll(by: Constants.scrollNotchPx, layout: layout, now: now)
            case "Up": return scroll(by: -Constants.scrollNotchPx, layout: layout, now: now)
            case "Next", "space": return scroll(by: page, layout: layout, now: now)
            case "Prior": return scroll(by: -page, layout: layout, now: now)
            case "Home": return scroll(by: -scrollY, layout: layout, now: now)
            case "End": return scroll(by: layout.maxScroll - scrollY, layout: layout, now: now)
            default: return false
            }
        default:
            return false
        }
    }

    /// The page at its laid-out size.
    func scene(now: Double) -> SceneNode { scene(size: size) }

    /// Only the momentum after a touchpad or touch pan animates; wheel and key scrolls jump.
    func isAnimating(now: Double) -> Bool { scroller.isMoving(now: now) }

    /// Moves the page with its momentum.
    func advance(to now: Double) {
        guard !scroller.isDragging, scroller.isMoving(now: now) || scroller.offset(now: now) != scrollY else { return }
        setScroll(scroller.offset(now: now))
        scroller.settle(now: now)
    }

    /// Nothing of its own: the carousel publishes its title.
    public var state: [String: String] { [:] }

    /// The scroll version: the drawing changes only when the page scrolls.
    var contentVersion: Int? { version }

    // MARK: Scrolling

    /// The page drawn at `size`.
    func scene(size: Size) -> SceneNode { makeScene(size: size) }

    /// Scrolls within the document (its image is drawn again once); true when it moved or could have.
    func scroll(by dy: Double, layout: WebPageLayout, now: Double) -> Bool {
        setScroll(min(max(0, scrollY + dy), layout.maxScroll))
        scroller.scroll(to: scrollY, animated: false, now: now)
        return true
    }

    /// A touchpad or touch pan the scroller took moves the page by the fingers' raw travel
    /// (clamped to the document); when they lift, it glides on with their momentum.
    func follow(_ scrolled: Bool, now: Double) -> Bool {
        if scrolled { setScroll(scroller.offset(now: now)) }
        return scrolled
    }

    /// Stops a gliding page where it is; true when it was gliding.
    @discardableResult
    func stopMomentum(now: Double) -> Bool {
        guard scroller.press(now: now) else { return false }
        setScroll(scroller.offset(now: now))
        return true
    }

    private func setScroll(_ y: Double) {
        guard y != scrollY, y.isFinite else { return }
        scrollY = y
        version += 1
    }
}
