import FlickCore
import FlickKit

/// One tab's navigation in the museum: FlickKit's `PagedGridBrowser` over a `PagedGrid` of
/// collections and a `MuseumDetailView` (MuseumApp's MuseumCollectionView with its
/// MuseumDetailView). The browser does the tile-to-detail flight, the back swipe and the pinches;
/// this fills its grid and its detail with the tab's collections and their favorite marks, and
/// publishes the museum's state keys.
final class MuseumBrowser: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    let tab: MuseumTab
    /// The grid, the detail and the flight between them.
    let browser: PagedGridBrowser
    let detail: MuseumDetailView
    /// The collections this tab shows.
    private(set) var collections: [MuseumCollection] = []
    /// Asked when drawing tiles and the detail's favorite button.
    var isFavorite: (String) -> Bool = { _ in false }
    /// The detail's favorite button or `f`.
    var onToggleFavorite: ((_ id: String, _ now: Double) -> Void)?
    /// The open collection (the settled target: set when opening starts, cleared when closing starts).
    private(set) var openCollection: MuseumCollection?
    /// Hears that a collection opens or closes (the shell's bar follows it).
    var onOpenChange: ((_ now: Double) -> Void)?
    /// The collection drawn in the detail layer (kept while it closes).
    var presented: MuseumCollection?
    /// The palette the tiles' captions are drawn in (the appearance last laid out in).
    private(set) var tilePalette = Palette.dark

    /// A browser for `tab` whose empty grid shows a status page: `emptyIcon`, `emptyMessage` as its
    /// title and `emptyDescription`.
    public init(tab: MuseumTab, emptyMessage: String, emptyDescription: String? = nil, emptyIcon: Icon = .none) {
        self.tab = tab
        detail = MuseumDetailView(backTitle: tab.title)
        let grid = PagedGrid(emptyMessage: emptyMessage)
        grid.emptyDescription = emptyDescription
        grid.emptyIcon = emptyIcon
        grid.captionHeightPx = MuseumCollection.tileCaptionHeightPx
        grid.minimumCellPx = MuseumCollection.tileMinimumCellPx
        browser = PagedGridBrowser(grid: grid, detail: detail)
        browser.onWillOpen = { [weak self] index, now in
            guard let self, index < self.collections.count else { return }
            let c = self.collections[index]
            self.presented = c
            self.openCollection = c
            self.detail.collection = c
            self.detail.isFavorite = self.isFavorite(c.id)
            self.onOpenChange?(now)
        }
        browser.onWillClose = { [weak self] _, now in
            self?.openCollection = nil
            self?.onOpenChange?(now)
        }
        browser.onDidClose = { [weak self] _ in self?.presented = nil }
        detail.onBack = { [weak self] now in self?.close(now: now) }
        detail.onToggleFavorite = { [weak self] now in
            guard let self, let c = self.openCollection ?? self.presented else { return }
            self.onToggleFavorite?(c.id, now)
        }
        adoptChild(browser)
    }

    /// The grid of collections.
    public var grid: PagedGrid { browser.grid }
    /// What the browser was last laid out in (with reduced motion the detail cross-fades in place).
    public var environment: ComponentEnvironment { browser.environment }
    public var size: Size { browser.size }

    /// Replaces the list (tiles are rebuilt; a tile's version follows its favorite mark and the
    /// appearance its caption is drawn in; the host measures where a name wraps).
    func setCollections(_ list: [MuseumCollection]) {
        collections = list
        let palette = tilePalette, light = tilePalette == .light
        let measure: (String, FontSpec, Double) -> Size? = { [weak self] text, font, width in
            self?.environment.host?.measureText(text, font: font, maxWidth: width)
        }
        grid.items = list.map { c in
            let favorite = isFavorite(c.id)
            var item = PagedGridItem(id: c.id, version: (favorite ? 1 : 0) + (light ? 2 : 0), name: c.name) { tile in
                c.tileScene(tile, isFavorite: favorite, palette: palette, measure: measure)
            }
            item.caption = favorite ? "\(c.region), favorite" : c.region
            return item
        }
        if let c = presented { detail.isFavorite = isFavorite(c.id) }
    }

    /// Opens collection `index` of this tab's list, the picture flying from `rect` (grid coordinates).
    public func open(index: Int, from rect: Rect, now: Double) {
        guard index >= 0, index < collections.count else { return }
        browser.open(index: index, from: rect, now: now)
    }

    /// Opens the collection with `id` from its tile (scrolling the grid to it first).
    public func open(id: String, now: Double) { browser.open(id: id, now: now) }

    /// Closes the detail: the picture flies back to its tile, on the page the grid shows it.
    func close(now: Double) { browser.close(now: now) }

    /// Reveal progress at `now`: 0 grid only … 1 detail open.
    func revealProgress(now: Double) -> Double { browser.revealProgress(now: now) }

    /// The detail's horizontal offset at `now`, px.
    func slideOffset(now: Double) -> Double { browser.slideOffset(now: now) }

    // MARK: Component

    /// Lays out in `environment`, which it hands the browser; the tiles are drawn again in a new
    /// appearance's palette.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        if environment.palette != tilePalette {
            tilePalette = environment.palette
            setCollections(collections)
        }
        browser.layout(size: size, now: now, environment: environment)
    }

    func layout(size: Size, now: Double) { browser.layout(size: size, now: now) }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool { browser.handle(gesture, now: now) }

    func advance(to now: Double) { browser.advance(to: now) }

    /// The browser, its one focus child: Tab walks its grid or its open detail (`FocusChain`).
    func focusChildren(now: Double) -> [RoutedChild] { [RoutedChild(browser, frame: Rect(size: size))] }

    func scene(now: Double) -> SceneNode { browser.scene(now: now) }

    func isAnimating(now: Double) -> Bool { browser.isAnimating(now: now) }

    func nextDeadline(now: Double) -> Double? { browser.nextDeadline(now: now) }

    /// `museum.page`, `museum.columns`, `museum.rows`, `museum.pages` and `museum.detail` for this tab.
    public var state: [String: String] {
        ["museum.page": String(grid.currentPage), "museum.columns": String(grid.shape.columns),
         "museum.rows": String(grid.shape.rows), "museum.pages": String(grid.pageCount),
         "museum.detail": openCollection?.name ?? "none"]
    }
}
