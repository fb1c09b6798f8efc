import FlickCore
import FlickKit

/// The museum (after MuseumApp): a tab bar with Collections and Favorites,
/// each tab a `MuseumBrowser` — a vertically paged grid of collections (3x3 per page when
/// taller than wide, 4x2 when wider) with a detail view opened by a click or a pinch on a
/// picture. A collection marked as a favorite in its detail view appears under Favorites.
///
/// Tabs change with the tab bar, a horizontal swipe over a grid (the tabs follow the
/// pointer), a horizontal wheel gesture, `Left`/`Right`, or `1`/`2`. Each tab keeps its own
/// page and its own open detail. Clicking the current tab's item closes its detail.
///
/// State (docs/CONTRACTS.md §6): `museum.page` (0-based page of the shown tab's grid),
/// `museum.columns`, `museum.rows`, `museum.detail` (the open collection's name or `none`),
/// `museum.tab` (`collections` or `favorites`), and `museum.pages`, `museum.favorites` (count).
final class Museum: SwipingContainer {
    /// The tab slide settles within this many px (converted to tab units).
    static let tabSettleRestPx: Double = 0.25
    /// A tab slide this close to rest is drawn at rest, px.
    static let tabSnapPx: Double = 0.5
    /// Horizontal wheel notches (summed within one gesture) that change the tab.
    static let scrollTabNotches: Double = 1

    // MARK: Public API
    private(set) var collections: [MuseumCollection]
    private(set) var favorites: MuseumFavorites
    /// One browser per tab, in `MuseumTab` order.
    let browsers: [MuseumBrowser]
    let tabBar = MuseumTabBar()
    /// The settled target tab (changes when a tab swipe commits, not mid-swipe).
    var selectedTab: MuseumTab = .collections
    public private(set) var size = Size(1, 1)
    /// What the museum was last laid out in, its size class made for its size; its browsers
    /// are laid out in it. With reduced motion, tabs cross-fade instead of sliding, and details
    /// cross-fade in place.
    public private(set) var environment = ComponentEnvironment()
    /// Called after a collection was marked or unmarked as a favorite.
    var onFavoritesChanged: ((MuseumFavorites) -> Void)?

    // MARK: Internal state
    /// Displayed tab position (0 = Collections, 1 = Favorites), fractional while sliding.
    var tabPosition = AnimatedValue(0)
    /// Owns tab swipes, catching the sliding tabs and the release (libadwaita's projection, one tab at a time).
    let tabSwipe = SwipeController(axis: .horizontal, policy: .projection(longSwipes: false))
    /// Delivers gestures to the tab bar and the shown tab's browser.
    let router = ComponentRouter()
    var scrollStepper = ScrollStepper(notchesPerStep: Museum.scrollTabNotches)
    /// True inside the shell: the details hide their bars and the shell's bar carries them.
    var usesShellBar = false {
        didSet { for b in browsers { b.detail.showsBar = !usesShellBar } }
    }
    /// Set by the shell: told when the open collection or the tab changes.
    var onShellBarChange: ((_ now: Double) -> Void)?

    /// A museum of `collections` (duplicate ids are dropped), with `favorites` already marked.
    public init(collections: [MuseumCollection], favorites: Set<String> = []) {
        var seen = Set<String>()
        self.collections = collections.filter { seen.insert($0.id).inserted }
        var marked = MuseumFavorites(favorites)
        marked.keepOnly(self.collections)
        self.favorites = marked
        browsers = [MuseumBrowser(tab: .collections, emptyMessage: "No collections to show"),
                    MuseumBrowser(tab: .favorites,
                                  emptyMessage: "No favorites yet",
                                  emptyDescription: "Open a collection and mark it with Favorite (f).", emptyIcon: .favorite)]
        for b in browsers {
            b.onOpenChange = { [weak self] now in self?.shellBarChanged(now: now) }
            b.isFavorite = { [weak self] id in self?.favorites.contains(id) ?? false }
            b.onToggleFavorite = { [weak self] id, now in self?.toggleFavorite(id, now: now) }
        }
        tabBar.onSelect = { [weak self] tab, now in self?.tabItemClicked(tab, now: now) }
        refreshLists()
        tabSwipe.swipeable = self
    }

    /// The browser of the shown tab.
    var activeBrowser: MuseumBrowser { browsers[selectedTab.rawValue] }

    /// Displayed tab position at `now` (0 … 1).
    func tabProgress(now: Double) -> Double { tabPosition.value(now: now) }

    /// Shows `tab`, sliding there with the settle spring (from wherever the tabs are).
    func select(_ tab: MuseumTab, animated: Bool = true, now: Double) {
        if tabSwipe.isDragging { tabSwipe.cancel() }
        if animated {
            tabPosition.animate(to: Double(tab.rawValue), now: now, spring: .settle, velocity: nil, tolerance: tabTolerance)
        } else {
            tabPosition.set(Double(tab.rawValue))
        }
        selectedTab = tab
        tabBar.selected = tab
        shellBarChanged(now: now)
    }

    /// Marks or unmarks collection `id` as a favorite.
    func setFavorite(_ id: String, _ favorite: Bool, now: Double) {
        guard collections.contains(where: { $0.id == id }), favorites.set(id, favorite) else { return }
        refreshLists()
        onFavoritesChanged?(favorites)
    }

    func toggleFavorite(_ id: String, now: Double) { setFavorite(id, !favorites.contains(id), now: now) }

    /// Opens collection `id` in the shown tab (its grid scrolls to it first).
    public func open(collectionID id: String, now: Double) { activeBrowser.open(id: id, now: now) }

    func refreshLists() {
        browsers[MuseumTab.collections.rawValue].setCollections(collections)
        browsers[MuseumTab.favorites.rawValue].setCollections(favorites.list(from: collections))
        tabBar.favoritesCount = favorites.count
    }

    /// A click on the shown tab's item closes its detail (back to the grid); another tab's item shows it.
    func tabItemClicked(_ tab: MuseumTab, now: Double) {
        if tab == selectedTab && !tabPosition.isAnimating(now: now) {
            browsers[tab.rawValue].close(now: now)
        } else {
            select(tab, now: now)
        }
    }

    var tabTolerance: Double { min(0.0005, Museum.tabSettleRestPx / max(1, size.width)) }

    /// The tabs' content area (above the tab bar).
    var contentFrame: Rect { Rect(x: 0, y: 0, width: size.width, height: max(1, size.height - tabBarFrame.height)) }

    var tabBarFrame: Rect {
        let h = min(environment.sizeClass.isCompact ? Constants.compactBarHeightPx : Constants.barHeightPx, size.height / 3)
        return Rect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    // MARK: Component

    /// Lays out in `environment`, which it hands its children.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        for b in browsers { b.layout(size: contentFrame.size, now: now, environment: environment) }
        tabBar.layout(size: tabBarFrame.size, now: now, environment: environment)
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    func advance(to now: Double) {
        for b in browsers { b.advance(to: now) }
        tabPosition.settle(now: now)
    }

    func scene(now: Double) -> SceneNode { makeScene(now: now) }

    func isAnimating(now: Double) -> Bool {
        tabSwipe.isDragging || tabPosition.isAnimating(now: now) || browsers.contains { $0.isAnimating(now: now) }
    }

    func nextDeadline(now: Double) -> Double? {
        browsers.compactMap { $0.nextDeadline(now: now) }.min()
    }

    public var state: [String: String] {
        var s = activeBrowser.state
        s["museum.tab"] = selectedTab.name
        s["museum.favorites"] = String(favorites.count)
        return s
    }
}
