import FlickCore

/// The geometry of a carousel's grid overview for one size: columns of thumbnails (the pages
/// scaled down, same shape) with a title line under each, scrolling vertically. The thumbnails
/// follow both sides of the window: as many columns as fit across at about
/// `thumbnailTargetWidthPx`, fewer and larger ones where that would show more than `rowsInView`
/// rows in the height (a tall window, or a large one).
///
/// Index `i` sits in row `i / columns`, column `i % columns`; a fractional index (a card sliding
/// to a new place) lies on the straight line between its two neighbouring cells. Everything is
/// finite for any size from 1x1 up.
public struct CarouselGridLayout: Equatable, Sendable {
    /// A thumbnail is at least about this wide, px (columns are added while they fit).
    static let thumbnailTargetWidthPx: Double = 220
    /// Rows of thumbnails (with their titles and gaps) about as many as show in the visible height:
    /// in a window tall for its width the thumbnails grow past `thumbnailTargetWidthPx` until
    /// no more than this many rows show, in fewer columns.
    static let rowsInView: Double = 3.5
    /// Gap between thumbnails and around the grid, px (at most `maxGapFraction` of the width).
    static let gapPx: Double = 24
    static let maxGapFraction: Double = 0.05
    /// The title line under each thumbnail, px (at most a fifth of the thumbnail's height).
    static let labelBandPx: Double = 22
    /// Title font under a thumbnail, px.
    static let labelFontPx: Double = 12
    /// Fewest columns (a grid of one column would be the row turned on its side).
    static let minColumns = 2

    /// The carousel's size, px.
    public let size: Size
    /// Columns of thumbnails.
    public let columns: Int
    /// A thumbnail's size, px (whole pixels).
    public let thumbnailSize: Size
    /// Gap between thumbnails, px.
    public let gap: Double
    /// The title band under each thumbnail, px.
    public let labelHeight: Double
    /// The visible height (above a bar drawn over the carousel), px.
    public let viewportHeight: Double
    /// Columns holding a thumbnail: all of them, or fewer when the pages do not fill one row.
    public let usedColumns: Int

    /// The grid for a carousel of `size` whose bottom `bottomInsetPx` are covered by a bar, over
    /// `count` pages (nil: as many as fill every column). The thumbnails keep the size of a full
    /// row; pages that fill less than one row are centred as a block.
    public init(size: Size, bottomInsetPx: Double = 0, count: Int? = nil) {
        self.size = size.finiteLayout
        let w = self.size.width, h = self.size.height
        let inset = bottomInsetPx.isFinite ? min(max(0, bottomInsetPx), h / 2) : 0
        viewportHeight = max(1, h - inset)
        gap = min(CarouselGridLayout.gapPx, w * CarouselGridLayout.maxGapFraction)
        // Page-shaped thumbnails tall enough for `rowsInView` rows to fill the visible height,
        // never narrower than the target width.
        let rowHeight = viewportHeight / CarouselGridLayout.rowsInView - CarouselGridLayout.labelBandPx - gap
        let target = max(CarouselGridLayout.thumbnailTargetWidthPx, rowHeight * w / max(1, h))
        let fit = Int(((w - gap) / (target + gap)).rounded(.down))
        let columns = max(CarouselGridLayout.minColumns, fit)
        self.columns = columns
        let tw = max(1, ((w - gap * Double(columns + 1)) / Double(columns)).rounded(.down))
        let th = max(1, (tw * h / w).rounded())
        thumbnailSize = Size(tw, th)
        labelHeight = min(CarouselGridLayout.labelBandPx, (th / 5).rounded())
        usedColumns = count.map { min(columns, max(1, $0)) } ?? columns
    }

    /// Distance between two rows' tops, px.
    public var rowPitch: Double { thumbnailSize.height + labelHeight + gap }

    /// Left edge of the first column, px (the used columns are centred).
    var left: Double {
        let used = Double(usedColumns) * thumbnailSize.width + Double(usedColumns - 1) * gap
        return ((size.width - used) / 2).rounded(.down)
    }

    /// The height of the grid of `count` thumbnails, px (with the gap around it).
    public func contentHeight(count: Int) -> Double {
        let rows = (max(0, count) + columns - 1) / columns
        return gap + Double(rows) * rowPitch
    }

    /// The thumbnail of index `i` with the grid scrolled by `offset`, px.
    public func frame(ofIndex i: Int, offset: Double) -> Rect {
        let row = i >= 0 ? i / columns : (i - columns + 1) / columns
        let col = i - row * columns
        return Rect(x: left + Double(col) * (thumbnailSize.width + gap), y: gap + Double(row) * rowPitch - offset,
                    width: thumbnailSize.width, height: thumbnailSize.height)
    }

    /// The thumbnail of a fractional index: between the cells of its two neighbouring indices.
    public func frame(at position: Double, offset: Double) -> Rect {
        let lo = position.rounded(.down)
        let f = position - lo
        let a = frame(ofIndex: Int(lo), offset: offset)
        guard f > 0 else { return a }
        let b = frame(ofIndex: Int(lo) + 1, offset: offset)
        return Rect(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, width: a.width, height: a.height)
    }

    /// The title band under a thumbnail.
    public func labelFrame(under thumbnail: Rect) -> Rect {
        Rect(x: thumbnail.x, y: thumbnail.maxY, width: thumbnail.width, height: labelHeight)
    }

    /// The index whose cell (thumbnail and title) holds `point`, if any below `count`.
    public func index(at point: Point, offset: Double, count: Int) -> Int? {
        let y = point.y + offset - gap
        guard y >= 0 else { return nil }
        let row = Int((y / rowPitch).rounded(.down))
        guard y - Double(row) * rowPitch < thumbnailSize.height + labelHeight else { return nil }
        let x = point.x - left
        guard x >= 0 else { return nil }
        let col = Int((x / (thumbnailSize.width + gap)).rounded(.down))
        guard col < columns, x - Double(col) * (thumbnailSize.width + gap) < thumbnailSize.width else { return nil }
        let i = row * columns + col
        return i < count ? i : nil
    }

    /// The nearest index for a thumbnail whose centre is at `point` (a card being reordered), clamped below `count`.
    public func nearestIndex(to point: Point, offset: Double, count: Int) -> Int {
        let row = Int(max(0, ((point.y + offset - gap - thumbnailSize.height / 2) / rowPitch).rounded()))
        let col = Int(min(max(0, ((point.x - left - thumbnailSize.width / 2) / (thumbnailSize.width + gap)).rounded()),
                          Double(columns - 1)))
        return min(max(0, row * columns + col), max(0, count - 1))
    }

    /// Indices whose thumbnails may show with the grid scrolled by `offset`, or nil.
    public func visibleRange(offset: Double, count: Int) -> ClosedRange<Int>? {
        guard count > 0, offset.isFinite, abs(offset) < 1e12 else { return nil }
        let firstRow = Int(max(0, ((offset - gap) / rowPitch).rounded(.down)))
        let lastRow = Int(max(0, ((offset + viewportHeight) / rowPitch).rounded(.down)))
        let lo = firstRow * columns, hi = min(count - 1, lastRow * columns + columns - 1)
        return lo <= hi ? lo...hi : nil
    }

    /// The offset that shows index `i` whole, moving as little as possible from `offset`.
    public func offset(showing i: Int, from offset: Double) -> Double {
        let f = frame(ofIndex: i, offset: 0)
        let top = f.minY - gap, bottom = f.maxY + labelHeight + gap - viewportHeight
        return min(max(offset, bottom), top)
    }
}
