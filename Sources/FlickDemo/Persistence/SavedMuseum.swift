import FlickKit

/// The museum demo's session: the favorites (collection ids), the shown tab (`collections` or
/// `favorites`) and each tab's grid page, in tab order.
public struct SavedMuseum: Codable, Equatable, Sendable {
    public var favorites: [String]?
    public var tab: String?
    public var pages: [Int]?

    public init() {}

    /// The session of `museum`.
    public init(_ museum: Museum) {
        favorites = museum.favorites.ids.sorted()
        tab = museum.selectedTab.name
        pages = museum.browsers.map(\.grid.currentPage)
    }

    /// A museum over the demo's collections with the saved favorites (unknown ids dropped).
    public func makeMuseum() -> Museum {
        Museum(collections: MuseumDemo.collections(count: nil), favorites: Set(favorites ?? []))
    }

    /// Shows the saved tab and pages (once `museum` is laid out: pages depend on the grid's shape).
    public func restoreView(of museum: Museum, now: Double) {
        if let tab = MuseumTab.allCases.first(where: { $0.name == self.tab }) { museum.select(tab, animated: false, now: now) }
        for (browser, page) in zip(museum.browsers, pages ?? []) where page > 0 {
            browser.grid.go(to: page, animated: false, now: now)
        }
    }
}
