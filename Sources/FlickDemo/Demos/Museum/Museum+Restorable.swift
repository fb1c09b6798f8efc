import FlickCore
import FlickKit

extension Museum: Restorable {
    /// "museum".
    var restorationID: String { DemoName.museum.rawValue }

    /// `{"favorites": [ids], "tab": "collections" | "favorites", "pages": [each tab's grid page]}`.
    func restorationState() -> RestorationValue {
        .object(["favorites": .array(favorites.ids.sorted().map(RestorationValue.string)),
                 "tab": .string(selectedTab.name),
                 "pages": .array(browsers.map { $0.grid.restorationState() })])
    }

    /// Marks the saved favorites (ids of no collection are dropped), shows the saved tab and
    /// each tab's page (clamped to its pages).
    func restoreState(from state: RestorationValue, now: Double) {
        if let saved = state["favorites"]?.arrayValue(limit: 4 * collections.count) {
            let ids = Set(saved.compactMap(\.stringValue))
            for c in collections { setFavorite(c.id, ids.contains(c.id), now: now) }
        }
        if let tab = MuseumTab.allCases.first(where: { $0.name == state["tab"]?.stringValue }) {
            select(tab, animated: false, now: now)
        }
        for (browser, page) in zip(browsers, state["pages"]?.arrayValue(limit: browsers.count) ?? []) {
            browser.grid.restoreState(from: page, now: now)
        }
    }

    /// Once laid out (the grids' pages depend on their shape).
    var isReadyToRestore: Bool { size != Size(1, 1) }
}
