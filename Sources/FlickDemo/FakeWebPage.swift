import FlickCore
import FlickKit

/// A page of the carousel demo's little browser: a made-up web page drawn by Flick (address
/// bar, site header, headline, pictures, paragraphs), or a blank new page with favourites.
/// A component the carousel hosts as a page: titled by its article (`Titled`; a blank page has
/// none: "Untitled"), versioned by its scroll position so the carousel draws it once per
/// position. While it fills the window the wheel and the Up/Down/Page keys scroll it.
public final class FakeWebPage: Component, Titled {
    /// The site and article; nil for a blank new page (which has no title: "Untitled").
    public let content: WebPageContent?
    /// How far the document is scrolled, px.
    public private(set) var scrollY: Double = 0
    /// Bumps whenever the page scrolls (the carousel's image of it is drawn again once).
    public private(set) var version = 0
    /// The size of the last layout.
    public private(set) var size = Size(1, 1)

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
            return scroll(by: delta.y * Constants.scrollNotchPx, layout: layout)
        case .key(let key):
            guard key.modifiers.isEmpty else { return false }
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

    /// Never animates: a scroll jumps.
    public func isAnimating(at now: Double) -> Bool { false }

    /// Nothing of its own: the carousel publishes its title.
    public var state: [String: String] { [:] }

    /// The scroll version: the drawing changes only when the page scrolls.
    public var contentVersion: Int? { version }

    // MARK: Scrolling

    /// The page drawn at `size`.
    func scene(size: Size) -> SceneNode { makeScene(size: size) }

    /// Scrolls within the document (its image is drawn again once); true when it moved or could have.
    func scroll(by dy: Double, layout: WebPageLayout) -> Bool {
        let y = min(max(0, scrollY + dy), layout.maxScroll)
        if y != scrollY {
            scrollY = y
            version += 1
        }
        return true
    }
}
