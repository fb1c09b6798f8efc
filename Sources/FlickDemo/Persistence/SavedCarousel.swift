import FlickKit

/// The carousel demo's session: its pages (each a sample page's number, or null for a blank
/// new page), the selected one, and the reopen history (oldest first).
public struct SavedCarousel: Codable, Equatable, Sendable {
    /// A closed page that "Reopen" brings back, and where it was.
    public struct ClosedPage: Codable, Equatable, Sendable {
        public var page: Int?
        public var index: Int

        public init(page: Int?, index: Int) {
            self.page = page
            self.index = index
        }
    }

    public var pages: [Int?]
    public var selected: Int
    public var closed: [ClosedPage]

    /// Sample pages a saved page number may name (more than the demo ever makes).
    static let sampleLimit = WebPageContent.samples.count * 8
    /// Sample numbers by title (each sample's title is distinct).
    static let sampleNumbers: [String: Int] = {
        var map: [String: Int] = [:]
        for i in 0..<sampleLimit { map[WebPageContent.sample(i).title] = i }
        return map
    }()

    public init(pages: [Int?], selected: Int, closed: [ClosedPage] = []) {
        self.pages = pages
        self.selected = selected
        self.closed = closed
    }

    /// The session of `view`'s carousel.
    public init(_ view: CarouselDemoView) {
        func number(_ page: any Component) -> Int? {
            (page as? FakeWebPage)?.content.flatMap { SavedCarousel.sampleNumbers[$0.title] }
        }
        let carousel = view.carousel
        pages = carousel.pages.map(number)
        selected = carousel.selectedIndex
        closed = carousel.closedPageHistory.map { ClosedPage(page: number($0.page), index: $0.index) }
    }

    /// The page a saved number names (nil or out of range: a blank page).
    static func page(_ number: Int?) -> FakeWebPage {
        guard let n = number, (0..<sampleLimit).contains(n) else { return .blank() }
        return FakeWebPage(content: .sample(n))
    }

    /// The carousel demo as saved (the selected page filling the window).
    public func makeView(now: Double = 0) -> CarouselDemoView {
        let view = CarouselDemoView(pages: pages.map(SavedCarousel.page))
        view.carousel.select(selected, animated: false, now: now)
        view.carousel.restoreClosedPageHistory(closed.map { (SavedCarousel.page($0.page), $0.index) })
        return view
    }
}
