import FlickCore

/// A vertically paged grid of picture tiles (after MuseumApp's collection view): 3x3 per page
/// when the viewport is taller than wide, 4x2 when wider, like MuseumApp's UIScrollView with
/// `pagingEnabled` over a drawing view.
///
/// Pages move by vertical drag (a small move glides to the next page; a flick moves one; a
/// rubber band at the first and last page), the wheel (one page per wheel gesture),
/// `Page_Up`/`Page_Down`, `Up`/`Down`, `Home`/`End` and a click on the vertical page
/// indicator. A click on a picture — hit-tested against its rectangle, as MuseumApp does —
/// calls `onOpen`; so does pinching a picture out past `Constants.pinchOpenScale` (the
/// picture zooms under the pointer as the pinch goes). Horizontal pans and horizontal
/// scrolls are left to the owner.
///
/// A resize that crosses between portrait and landscape fades the grid out, lays it out in
/// the other shape and fades it back in (MuseumApp's rotation trick), keeping the first
/// visible item in view. Tiles are snapshots (drawn once per content change); only the
/// visible pages' tiles are built each frame.
public final class PagedGrid: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    // MARK: Feel (component-specific)
    /// Orientation relayout: fade out, swap shapes, fade in, seconds.
    static let relayoutFadeOutS: Double = 0.15
    static let relayoutFadeInS: Double = 0.2
    /// A slow drag released past this fraction of a page still glides to the next page.
    static let pageCommitFraction: Double = 0.2
    /// The smallest cell (picture and caption) a page shape keeps by default, px.
    public static let defaultMinimumCellPx: Double = 88
    /// Scroll notches (summed within one wheel gesture) that turn one page.
    static let scrollPageNotches: Double = 1
    /// Displayed zoom of a pinched picture: floor while pinching in (rubber-banded below), ceiling.
    static let zoomMinScale: Double = 0.85
    static let zoomMaxScale: Double = 3
    /// Displayed positions this close to rest are drawn at rest, px.
    static let snapPx: Double = 0.5
    static let emptyFontPx: Double = 17
    /// The empty grid's status page: its icon's side at most, px (and at most a quarter of the
    /// grid's height), the gaps under the icon and under the title, px, the description's size, px.
    static let emptyIconPx: Double = 96
    static let emptyIconGapPx: Double = 24
    static let emptyTitleGapPx: Double = 8
    static let emptyDescriptionFontPx: Double = 15
    /// The focus ring's corners around a focused picture, px.
    static let focusCornerRadiusPx: Double = 4

    // MARK: Public API
    /// The tiles. Setting it lays the grid out again (the page is kept, or the last one).
    public var items: [PagedGridItem] {
        didSet { itemsChanged() }
    }
    /// The page shape for a viewport taller than wide (3x3 by default).
    public let portraitShape: PagedGridShape
    /// The page shape for a viewport wider than tall, or square (4x2 by default).
    public let landscapeShape: PagedGridShape
    /// The pictures' width:height ratio (4:3 by default; clamped by `PagedGridLayout.validAspect`).
    /// A change lays the grid out again at its size, on the same page.
    public var itemAspect: Double {
        didSet { if itemAspect != oldValue { itemsChanged() } }
    }
    /// The caption strip's height under each picture, px (`PagedGridLayout.captionHeightPx` by
    /// default; say more for captions of two lines). A change lays the grid out again, on the same page.
    public var captionHeightPx: Double = PagedGridLayout.captionHeightPx {
        didSet { if captionHeightPx != oldValue { itemsChanged() } }
    }
    /// The smallest cell (picture and caption, square) a page shape keeps, px: a window too small
    /// for the shape's cells at this size takes fewer columns or rows
    /// (`PagedGridShape.fitting(_:minimumCellPx:)`), so its tiles keep room for their captions
    /// rather than growing many and cutting them (`defaultMinimumCellPx` by default; say more for
    /// captions of long names). A change takes effect at the next layout.
    public var minimumCellPx: Double = PagedGrid.defaultMinimumCellPx
    /// Shown centred when there are no items: the title of the status page (bold), under
    /// `emptyIcon` and over `emptyDescription`.
    public var emptyMessage: String
    /// The status page's icon, drawn large and dim over `emptyMessage` (`.none`: no icon).
    public var emptyIcon: Icon = .none
    /// The status page's description under `emptyMessage` (nil: none).
    public var emptyDescription: String?
    /// The item drawn elsewhere (e.g. lifted into a detail view) is left out of the grid.
    public var hiddenItemID: String?
    /// A click on a picture, Return or space on the focused one, or a pinch out past the
    /// threshold: the item and its picture's rectangle on screen (zoomed as shown), and the time.
    public var onOpen: ((_ index: Int, _ pictureFrame: Rect, _ now: Double) -> Void)?
    /// The committed page changed (a swipe, a key, a relayout).
    public var onPageChanged: ((Int) -> Void)?

    /// The size laid out (at least 1x1).
    public internal(set) var size = Size(1, 1)
    /// The target layout (the shape the grid has or is fading into).
    public internal(set) var layout: PagedGridLayout
    /// The settled target page (changes when a move commits, not mid-drag).
    public internal(set) var currentPage = 0
    /// The page shape in use (the target one while a relayout fades).
    public var shape: PagedGridShape { layout.shape }
    /// Pages needed for the items (at least one).
    public var pageCount: Int { layout.pageCount }
    /// True while a drag moves the pages.
    public var isDragging: Bool { swipe.isDragging }
    /// The items' focus stops by index, made as the focus walk first lists them (`PagedGrid+Focus`).
    var itemStops: [Int: FocusStop] = [:]
    /// The item that held the focus last: Tab back into the grid returns to it while its page shows.
    var lastFocusedIndex: Int?

    // MARK: Internal state
    /// The layout drawn now: the old shape at the new size while fading out.
    var drawn: PagedGridLayout
    /// Page position of `drawn`, pages.
    var position = AnimatedValue(0)
    /// Owns page drags, catching a moving page and the release (UIScrollView paging's end point).
    let swipe = SwipeController(axis: .vertical, policy: .pagedProjection(commitFraction: PagedGrid.pageCommitFraction))
    var hasLaidOut = false
    var fade = AnimatedValue(1)
    /// A relayout waits for the fade-out to end at `swapTime` before showing the new shape.
    var swapPending = false
    var swapTime = 0.0
    /// The item a relayout keeps in view, kept across relayouts until the user pages.
    var relayoutAnchor: Int?
    /// Where the pointer rests over the grid (nil: elsewhere); the picture under it shows the palette's `hoverFill`.
    var hoverPoint: Point?
    /// Where the left button is held down on the grid (nil: not held, or the press became a drag);
    /// the picture under it shows the palette's `pressedFill`.
    var pressPoint: Point?
    var scrollStepper = ScrollStepper(notchesPerStep: PagedGrid.scrollPageNotches)
    /// The pinch under way (nil when none). A container that handles the rest of a spent pinch
    /// itself (e.g. the pinch out that opened a detail view) may clear it.
    var pinch: PagedGridPinch?
    /// Displayed zoom of the pinched picture (1 at rest), its item and fixed point.
    var zoom = AnimatedValue(1)
    var zoomIndex: Int?
    var zoomAnchor = Point.zero
    /// The pinched picture's shift as a continuous pinch's fingers move (px), springing back with the zoom.
    var zoomShift = (x: AnimatedValue(0), y: AnimatedValue(0))
    /// The continuous pinch under way (`PagedGrid+FingerPinch`), nil when none.
    var fingerPinchSession: PagedGridFingerPinch?
    /// The page indicator: a column of dots (a track and thumb when they do not fit), none for one page.
    let indicator: PageDots = {
        let dots = PageDots(orientation: .vertical, wraps: false)
        dots.hidesForSinglePage = true
        return dots
    }()
    /// Routes the indicator's clicks.
    let router = ComponentRouter()
    /// The tiles' picture files, decoded by the host at the tiles' size.
    let pictures = PagedGridPictures()

    /// A grid of `items` paged in `portraitShape` or `landscapeShape` by the viewport's shape,
    /// their pictures `itemAspect` wide to 1 high, showing `emptyMessage` when there are no items.
    public init(items: [PagedGridItem] = [], portraitShape: PagedGridShape = .portrait,
                landscapeShape: PagedGridShape = .landscape, itemAspect: Double = PagedGridLayout.pictureAspect,
                emptyMessage: String = "Nothing here yet") {
        self.items = items
        self.itemAspect = itemAspect
        self.portraitShape = portraitShape
        self.landscapeShape = landscapeShape
        self.emptyMessage = emptyMessage
        layout = PagedGridLayout(size: Size(1, 1), shape: landscapeShape, itemCount: items.count, itemAspect: itemAspect,
                                 captionHeightPx: captionHeightPx)
        drawn = layout
        indicator.onSelect = { [weak self] page, now in self?.go(to: page, animated: true, now: now) }
        swipe.swipeable = self
    }

    /// The displayed page position at `now` (fractional while moving, past the ends in the rubber
    /// band). Within half a pixel of a page it is that page, so the last frame of a settling
    /// move is drawn at rest even when the spring's tolerance stops it a hair short.
    public func position(now: Double) -> Double {
        swapIfDue(now: now)
        let p = position.value(now: now)
        guard !swipe.isDragging else { return p }
        let page = p.rounded()
        return abs(p - page) * layout.pageHeight < PagedGrid.snapPx ? page : p
    }

    /// 1 normally, lower while a relayout fades the grid out and in (1 within half a colour step).
    public func opacity(now: Double) -> Double {
        swapIfDue(now: now)
        let o = min(1, max(0, fade.value(now: now)))
        return (1 - o) * 255 < 0.5 ? 1 : o
    }

    /// True while a relayout's fade runs (or waits to swap shapes).
    public func isRelayouting(now: Double) -> Bool { swapPending || fade.isAnimating(now: now) }

    /// Settles on `page` (clamped), animated with the settle spring from wherever the grid is.
    public func go(to page: Int, animated: Bool = true, now: Double) {
        if swipe.isDragging { swipe.cancel() }
        let target = layout.clampedPage(page)
        if animated && !swapPending {
            position.animate(to: Double(target), now: now, spring: .settle, velocity: nil, tolerance: settleTolerance)
        } else if !swapPending {
            position.set(Double(target))
        }
        commit(target, byUser: true)
    }

    /// Settles on the next page (animated; stays on the last one).
    public func nextPage(now: Double) { go(to: currentPage + 1, now: now) }
    /// Settles on the previous page (animated; stays on the first one).
    public func previousPage(now: Double) { go(to: currentPage - 1, now: now) }

    /// Replaces the item with `item.id` by `item` (its tile is drawn again when its `version`
    /// changed), leaving the others, the page and the focus as they are. Returns false when no item
    /// has that id.
    @discardableResult
    public func updateItem(_ item: PagedGridItem) -> Bool {
        guard let i = index(ofItemID: item.id) else { return false }
        items[i] = item
        return true
    }

    /// The index of the item with `id`, if it is in the grid.
    public func index(ofItemID id: String) -> Int? { items.firstIndex { $0.id == id } }

    /// Where item `index`'s picture is on screen at `now` (zoomed while pinched), or nil when
    /// the index does not exist.
    public func pictureFrame(ofItem index: Int, now: Double) -> Rect? {
        guard index >= 0, index < items.count else { return nil }
        let frame = drawn.pictureFrame(of: index, position: position(now: now))
        return zoomedFrame(frame, index: index, now: now)
    }

    /// Shows item `index`'s page (e.g. before a detail view closes onto it).
    public func reveal(itemIndex index: Int, now: Double) {
        guard index >= 0, index < items.count else { return }
        let page = layout.page(of: index)
        if page != currentPage { go(to: page, animated: false, now: now) }
    }

    // MARK: Component

    /// Lays the grid out for `size`; a change between portrait and landscape fades the grid out,
    /// swaps the shape and fades it back in, keeping the first visible item in view.
    public func layout(size: Size, now: Double) { relayout(size: size, now: now) }

    /// Lays the grid out for `size` as `layout(size:now:)` does, in `environment`: its host decodes
    /// the tiles' picture files at the UI scale.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        pictures.environment = environment
        relayout(size: size, now: now)
        indicator.layout(size: indicatorFrame.size, now: now, environment: environment)
    }

    /// The appearance it was last laid out in: the background, the empty message, the focus ring
    /// and the tiles (`PagedGridTile.appearance`) are drawn in its palette.
    public var appearance: Appearance { pictures.environment.appearance }

    /// Vertical drags, the wheel and the paging keys move the pages; a click on a picture or a
    /// pinch out past the threshold calls `onOpen`; a click on the indicator goes to its page.
    /// Horizontal pans and scrolls are left to the owner (returns false).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    /// Swaps the shapes of a relayout that is due, ends a pinch that paused, and settles the motion.
    public func advance(to now: Double) {
        swapIfDue(now: now)
        endPinchIfOver(now: now)
        position.settle(now: now)
        fade.settle(now: now)
        zoom.settle(now: now)
        zoomShift.x.settle(now: now)
        zoomShift.y.settle(now: now)
    }

    /// The visible pages' tiles (snapshots), the zoomed picture of a pinch and the page indicator.
    public func scene(now: Double) -> SceneNode { makeScene(now: now) }

    /// True while a drag, a page motion, a relayout fade, a zoom or a picture's fade-in runs, and
    /// while a pinch of ctrl+wheel steps is held (until `advance` ends it after its pause and its
    /// picture springs back): the pinched picture is not at rest, so `settle` and `settled` wait for it.
    public func isAnimating(now: Double) -> Bool {
        swipe.isDragging || position.isAnimating(now: now) || isRelayouting(now: now) || zoom.isAnimating(now: now)
            || pictures.isFading(now: now) || pinch != nil || fingerPinchSession != nil
            || zoomShift.x.isAnimating(now: now) || zoomShift.y.isAnimating(now: now)
    }

    /// The end of a pinch under way (one made of ctrl+wheel steps ends after a pause), else nil.
    public func nextDeadline(now: Double) -> Double? {
        guard let p = pinch else { return nil }
        return max(now, p.endTime)
    }

    /// `grid.page`, `grid.columns`, `grid.rows`, `grid.pages` (an owner publishes its own keys).
    public var state: [String: String] {
        ["grid.page": String(currentPage), "grid.columns": String(shape.columns), "grid.rows": String(shape.rows),
         "grid.pages": String(pageCount)]
    }

    // MARK: Paging

    /// Pixels per page for the swipe (the page height, at least 1).
    var pageDistance: Double { max(1, layout.pageHeight) }

    /// Spring rest tolerance in page units: a quarter pixel, capped.
    var settleTolerance: Double { SwipeController.restTolerance(distance: pageDistance) }

    func commit(_ page: Int, byUser: Bool) {
        if byUser { relayoutAnchor = nil }
        guard page != currentPage else { return }
        currentPage = page
        onPageChanged?(page)
    }

    func itemsChanged() {
        layout = PagedGridLayout(size: size, shape: layout.shape, itemCount: items.count, itemAspect: itemAspect,
                                 captionHeightPx: captionHeightPx)
        drawn = PagedGridLayout(size: size, shape: drawn.shape, itemCount: items.count, itemAspect: itemAspect,
                                captionHeightPx: captionHeightPx)
        if let i = zoomIndex, i >= items.count { zoomIndex = nil; zoom.set(1); fingerPinchSession = nil }
        if let p = pinch, let i = p.index, i >= items.count { pinch = nil }
        keepFocusInRange()
        let clamped = layout.clampedPage(currentPage)
        if clamped != currentPage {
            if swipe.isDragging { swipe.cancel() }
            if !swapPending { position.set(Double(clamped)) }
            commit(clamped, byUser: false)
        }
    }
}
