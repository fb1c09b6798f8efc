import FlickCore
import FlickKit

/// A page of the carousel demo's little browser: a made-up web page drawn by Flick (address
/// bar, site header, headline, pictures, paragraphs), or a blank new page with favourites.
/// While it fills the window the wheel and the Up/Down/Page keys scroll it.
public struct FakeWebPage: CarouselPage, Equatable {
    /// The site and article; nil for a blank new page (which has no title: "Untitled").
    public var content: WebPageContent?
    /// How far the document is scrolled, px.
    public private(set) var scrollY: Double = 0
    public private(set) var contentVersion = 0

    public init(content: WebPageContent?) { self.content = content }

    /// A blank new page.
    public static func blank() -> FakeWebPage { FakeWebPage(content: nil) }

    public var title: String? { content?.title }

    public func scene(size: Size) -> SceneNode { makeScene(size: size) }

    /// Wheel notches and Up/Down, Page_Up/Page_Down, space, Home/End scroll the document.
    public mutating func handle(_ gesture: Gesture, size: Size, now: Double) -> Bool {
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

    /// Scrolls within the document (its snapshot is drawn again once); true when it moved or could have.
    mutating func scroll(by dy: Double, layout: WebPageLayout) -> Bool {
        let y = min(max(0, scrollY + dy), layout.maxScroll)
        if y != scrollY {
            scrollY = y
            contentVersion += 1
        }
        return true
    }
}
