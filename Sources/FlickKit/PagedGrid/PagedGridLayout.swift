import FlickCore

/// Pure geometry of a paged grid: for a viewport size, a page shape and an item count, where
/// every tile, picture and caption sits, how many pages there are, and which picture is under
/// a point (MuseumApp's `CGRectContainsPoint` test against each picture's rectangle).
///
/// Pages are stacked vertically, each one viewport tall: item `i` is on page `i / perPage`,
/// filled row by row. A displayed `position` (pages, fractional while moving) shifts page p
/// to y = (p − position)·height. Cells are whole pixels; every value stays finite for any size.
public struct PagedGridLayout: Equatable, Sendable {
    /// Space around the grid, px (at most `marginMaxFraction` of the viewport's side).
    public static let marginPx: Double = 24
    static let marginMaxFraction: Double = 0.04
    /// Space for the vertical page indicator, px: kept on both sides (half each) so the grid stays
    /// centred; the indicator sits in the right one.
    public static let indicatorGutterPx: Double = 28
    /// The gutter's least width, px (the indicator's pill and a little air, in a small window).
    static let indicatorGutterMinPx: Double = 24
    static let indicatorGutterMaxFraction: Double = 0.05
    /// Gap between cells, px (at most `spacingMaxFraction` of the viewport's side).
    public static let spacingPx: Double = 20
    static let spacingMaxFraction: Double = 0.025
    /// Caption strip under each picture by default, px (at most `captionMaxFraction` of a cell's height).
    public static let captionHeightPx: Double = 46
    /// The captions' heights a layout takes, px (others are clamped).
    public static let captionHeightRangePx: ClosedRange<Double> = 0...400
    static let captionMaxFraction: Double = 0.3
    /// Pictures keep this width:height ratio by default (the museum's artwork has the same one).
    public static let pictureAspect: Double = 4.0 / 3.0
    /// The narrowest and the widest picture aspect a layout takes (width:height); others are clamped.
    public static let itemAspectRange: ClosedRange<Double> = 0.1...10

    /// The viewport size (each side clamped to 1…10⁶ px).
    public let size: Size
    /// Tiles per page.
    public let shape: PagedGridShape
    /// The number of items laid out (never negative).
    public let itemCount: Int
    /// The pictures' width:height ratio (within `itemAspectRange`).
    public let itemAspect: Double

    /// Cell size (all cells are equal), whole pixels.
    public let cellSize: Size
    /// Top-left of the first cell on a page, page coordinates.
    let gridOrigin: Point
    let spacing: Double
    let captionHeight: Double

    /// The layout of `itemCount` items in pages of `shape` for a viewport of `size`, their
    /// pictures `itemAspect` wide to 1 high (4:3 by default; a value that is not finite and
    /// positive gives the default, others are clamped to `itemAspectRange`), with a caption strip
    /// `captionHeightPx` high under each (46 by default; within `captionHeightRangePx`, at most
    /// `captionMaxFraction` of a cell).
    ///
    /// The grid is centred with equal margins on both axes: the page indicator's gutter is kept on
    /// both sides (half of it each, beside the margin), so the tiles sit in the middle of the
    /// window whatever its width. Cells are as large as the space allows but no larger than their
    /// content (an `itemAspect` picture and its caption): a cell the width limits is no taller
    /// than its picture and caption, so rows never gape in a tall window, and a cell the height
    /// limits is no wider than its picture, so columns never gape in a wide one.
    public init(size: Size, shape: PagedGridShape, itemCount: Int, itemAspect: Double = PagedGridLayout.pictureAspect,
                captionHeightPx: Double = PagedGridLayout.captionHeightPx) {
        let aspect = PagedGridLayout.validAspect(itemAspect)
        self.itemAspect = aspect
        self.size = size.finiteLayout
        let w = self.size.width, h = self.size.height
        self.shape = shape
        self.itemCount = max(0, itemCount)
        let short = min(w, h)
        let margin = min(PagedGridLayout.marginPx, short * PagedGridLayout.marginMaxFraction)
        let gap = min(PagedGridLayout.spacingPx, short * PagedGridLayout.spacingMaxFraction)
        let side = PagedGridLayout.sideInset(width: w, height: h)
        let cols = Double(shape.columns), rows = Double(shape.rows)
        let availW = max(0, w - 2 * side), availH = max(0, h - 2 * margin)
        var cw = max(0, ((availW - (cols - 1) * gap) / cols).rounded(.down))
        var ch = max(0, ((availH - (rows - 1) * gap) / rows).rounded(.down))
        let wanted = captionHeightPx.isFinite ? captionHeightPx : PagedGridLayout.captionHeightPx
        let range = PagedGridLayout.captionHeightRangePx
        let caption = min(min(max(wanted, range.lowerBound), range.upperBound),
                          (ch * PagedGridLayout.captionMaxFraction).rounded(.down))
        let pictureH = (cw / aspect).rounded(.down)
        if pictureH + caption < ch {
            ch = pictureH + caption
        } else {
            cw = min(cw, ((ch - caption) * aspect).rounded(.down))
        }
        cellSize = Size(max(0, cw), max(0, ch))
        spacing = gap
        captionHeight = caption
        let usedW = cols * cellSize.width + (cols - 1) * gap, usedH = rows * cellSize.height + (rows - 1) * gap
        gridOrigin = Point(((w - usedW) / 2).rounded(), ((h - usedH) / 2).rounded())
    }

    /// `aspect` made usable: the default when it is not finite and positive, else clamped to `itemAspectRange`.
    public static func validAspect(_ aspect: Double) -> Double {
        guard aspect.isFinite, aspect > 0 else { return pictureAspect }
        return min(max(aspect, itemAspectRange.lowerBound), itemAspectRange.upperBound)
    }

    /// The space kept at the left and at the right of the grid, px: the margin and half the
    /// indicator's gutter (at least `indicatorGutterMinPx` wide, so the indicator fits beside the
    /// tiles in a small window).
    public static func sideInset(width: Double, height: Double) -> Double {
        let margin = min(marginPx, min(width, height) * marginMaxFraction)
        let gutter = max(indicatorGutterMinPx, min(indicatorGutterPx, width * indicatorGutterMaxFraction))
        return margin + gutter / 2
    }

    /// The grid's left and right margins, px, from the viewport's edges to the outer tiles' edges.
    public var horizontalMargins: (left: Double, right: Double) {
        let left = cellFrame(slot: 0).minX
        let right = size.width - cellFrame(slot: shape.columns - 1).maxX
        return (left, right)
    }

    // MARK: Page arithmetic

    /// Tiles on one page.
    public var perPage: Int { shape.perPage }

    /// Pages needed for every item (at least one, so an empty grid still has a page 0).
    public var pageCount: Int { max(1, (itemCount + perPage - 1) / perPage) }

    /// The last page's index (0 when there is one page).
    public var lastPage: Int { pageCount - 1 }

    /// Pixels from one page to the next (the viewport height).
    public var pageHeight: Double { size.height }

    /// The page holding item `index` (clamped to the pages that exist).
    public func page(of index: Int) -> Int { clampedPage(max(0, index) / perPage) }

    /// `page` limited to 0...lastPage.
    public func clampedPage(_ page: Int) -> Int { min(max(0, page), lastPage) }

    /// The first item on `page` (the one a relayout keeps in view).
    public func firstIndex(onPage page: Int) -> Int { min(clampedPage(page) * perPage, max(0, itemCount - 1)) }

    /// The items on `page` (empty past the end).
    public func indices(onPage page: Int) -> Range<Int> {
        let lo = min(max(0, page) * perPage, itemCount)
        return lo..<min(lo + perPage, itemCount)
    }

    /// Pages that intersect the viewport at `position` (none when rubber-banded fully away).
    public func visiblePages(position: Double) -> [Int] {
        guard position.isFinite else { return [0] }
        let lo = Int(position.rounded(.down)), hi = Int(position.rounded(.up))
        return Array(Set([lo, hi])).sorted().filter { $0 >= 0 && $0 <= lastPage }
    }

    // MARK: Frames

    /// Cell `slot` (0..<perPage, row by row) in page coordinates.
    public func cellFrame(slot: Int) -> Rect {
        let s = min(max(0, slot), perPage - 1)
        let col = Double(s % shape.columns), row = Double(s / shape.columns)
        return Rect(x: gridOrigin.x + col * (cellSize.width + spacing),
                    y: gridOrigin.y + row * (cellSize.height + spacing),
                    width: cellSize.width, height: cellSize.height)
    }

    /// Where the picture sits inside a cell (cell coordinates): the largest `itemAspect`
    /// rectangle above the caption, the picture and caption centred as one block.
    public var pictureInCell: Rect {
        let areaH = max(0, cellSize.height - captionHeight)
        var pw = cellSize.width, ph = pw / itemAspect
        if ph > areaH { ph = areaH; pw = ph * itemAspect }
        pw = pw.rounded(.down); ph = ph.rounded(.down)
        let top = ((cellSize.height - ph - captionHeight) / 2).rounded()
        return Rect(x: ((cellSize.width - pw) / 2).rounded(), y: max(0, top), width: pw, height: ph)
    }

    /// The caption strip under the picture (cell coordinates), as wide as the picture.
    public var captionInCell: Rect {
        let p = pictureInCell
        return Rect(x: p.minX, y: p.maxY, width: p.width, height: captionHeight)
    }

    /// The tile geometry every cell of this layout shares.
    public var tile: PagedGridTile { PagedGridTile(size: cellSize, picture: pictureInCell, caption: captionInCell) }

    /// Item `index`'s cell on screen when the grid shows `position` (pages).
    public func cellFrame(of index: Int, position: Double) -> Rect {
        let i = max(0, index)
        let y = (Double(i / perPage) - (position.isFinite ? position : 0)) * pageHeight
        return cellFrame(slot: i % perPage).offsetBy(dx: 0, dy: y)
    }

    /// Item `index`'s picture on screen at `position`.
    public func pictureFrame(of index: Int, position: Double) -> Rect {
        let c = cellFrame(of: index, position: position), p = pictureInCell
        return p.offsetBy(dx: c.x, dy: c.y)
    }

    /// The item whose picture contains `point` (screen coordinates) at `position`, if any.
    public func index(at point: Point, position: Double) -> Int? {
        guard itemCount > 0, point.x.isFinite, point.y.isFinite, position.isFinite else { return nil }
        let pageFloat = ((point.y + position * pageHeight) / pageHeight).rounded(.down)
        // Far outside the pages (any finite value may come in): no item, and no Int overflow.
        guard pageFloat >= 0, pageFloat <= Double(lastPage) else { return nil }
        let page = Int(pageFloat)
        for i in indices(onPage: page) where pictureFrame(of: i, position: position).contains(point) {
            return i
        }
        return nil
    }
}
