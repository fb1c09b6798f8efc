import FlickCore

/// Where a shortcuts overlay puts things in a window of a given size: the panel, its header, the
/// groups in columns (as many as fit, at most three), where every group's descriptions start
/// (one x for all, after the widest keys), the height of each line (a long description wraps
/// onto more lines instead of being cut), and how far the body scrolls.
public struct ShortcutsLayout: Equatable {
    /// Space between the window's edges and the panel, px (less in small windows).
    static let marginPx: Double = 24
    static let smallMarginPx: Double = 8
    /// Padding inside the panel, px.
    static let paddingPx: Double = 24
    static let smallPaddingPx: Double = 12
    /// A column's preferred width and the gap between columns, px.
    static let columnWidthPx: Double = 380
    static let columnGapPx: Double = 28
    static let maxColumns = 3
    /// The header (title and subtitle), a group's heading, one line, and the space after a group, px.
    static let headerHeightPx: Double = 58
    static let groupHeadingPx: Double = 30
    static let rowHeightPx: Double = 30
    static let groupGapPx: Double = 14
    /// Each further line of a wrapped description adds this, px; a description wraps onto at most
    /// `descriptionMaxLines` lines.
    static let descriptionLineHeightPx: Double = 17
    static let descriptionMaxLines = 3
    /// A description's width is estimated at this many em a character (wide enough for the
    /// app's sans-serif, so an estimate errs towards one line more, never one too few).
    static let descriptionCharWidthEm: Double = 0.6

    /// One group placed in the body (body coordinates: y grows down the scrolling content).
    struct PlacedGroup: Equatable {
        /// The group's index in the overlay's groups.
        var index: Int
        /// Its frame in the body's content (heading and rows).
        var frame: Rect
    }

    /// The panel in the window.
    public var panel: Rect
    /// The scrolling body inside the panel (panel coordinates).
    public var body: Rect
    /// The groups in body content coordinates.
    var groups: [PlacedGroup]
    /// The body content's height.
    public var contentHeight: Double
    /// Columns used.
    public var columns: Int
    /// Where descriptions start in every group, from the group's left edge, px.
    public var descriptionOffset: Double
    /// The height of every line, by group and line.
    public var rowHeights: [[Double]]

    /// The farthest the body scrolls.
    public var maxScroll: Double { max(0, contentHeight - body.height) }

    /// Where descriptions start in a column `width` wide: after the widest keys of all `groups`
    /// (so they line up across groups and columns), at least `keysColumnMinPx`, at most half the column.
    static func descriptionOffset(_ groups: [ShortcutGroup], width: Double) -> Double {
        let keys = groups.flatMap(\.shortcuts).map(ShortcutsOverlay.keysWidth).max() ?? 0
        return min(width / 2, max(ShortcutsOverlay.keysColumnMinPx, keys + ShortcutsOverlay.descriptionGapPx))
    }

    /// The lines a description `width` wide needs (at least 1, at most `descriptionMaxLines`):
    /// counted from the lines `measure` gives where the host measures text, else estimated.
    static func descriptionLines(_ text: String, width: Double, measure: LineCounting?) -> Int {
        guard width > 0 else { return 1 }
        if let lines = measure?(text, width) { return max(1, min(descriptionMaxLines, lines)) }
        let estimate = Double(text.count) * Constants.bodyFontPx * descriptionCharWidthEm
        guard estimate > width else { return 1 }
        return min(descriptionMaxLines, Int((estimate / width).rounded(.up)))
    }

    /// Counts the lines a description takes wrapped at a width (px), or nil where it cannot.
    public typealias LineCounting = (_ text: String, _ width: Double) -> Int?

    /// The height of a line whose description is `lines` lines.
    static func rowHeight(lines: Int) -> Double {
        rowHeightPx + Double(max(0, lines - 1)) * descriptionLineHeightPx
    }

    /// Where each column starts (group indices, the first 0): the split of `heights`, in order,
    /// into at most `columns` runs whose tallest run (groups stacked `gap` apart) is shortest.
    static func columnStarts(_ heights: [Double], columns: Int, gap: Double) -> [Int] {
        let n = heights.count
        guard n > 1, columns > 1 else { return [0] }
        func run(_ a: Int, _ b: Int) -> Double { a < b ? heights[a..<b].reduce(0, +) + Double(b - a - 1) * gap : 0 }
        var best: (tallest: Double, starts: [Int]) = (run(0, n), [0])
        func search(_ from: Int, _ left: Int, _ starts: [Int], _ tallest: Double) {
            if left == 1 || from >= n {
                let t = max(tallest, run(from, n))
                if t < best.tallest - 1e-9 { best = (t, starts) }
                return
            }
            for next in (from + 1)...n {
                let t = max(tallest, run(from, next))
                guard t < best.tallest - 1e-9 else { continue }
                search(next, left - 1, next < n ? starts + [next] : starts, t)
            }
        }
        search(0, min(columns, n), [0], 0)
        return best.starts
    }

    /// Lays `groups` out for a window of `size`, wrapping descriptions by the lines `measure`
    /// counts (estimated without it).
    public init(groups: [ShortcutGroup], size: Size, measure: LineCounting? = nil) {
        let small = size.width < 520 || size.height < 400
        let margin = small ? ShortcutsLayout.smallMarginPx : ShortcutsLayout.marginPx
        let pad = small ? ShortcutsLayout.smallPaddingPx : ShortcutsLayout.paddingPx
        let colW0 = ShortcutsLayout.columnWidthPx, gap = ShortcutsLayout.columnGapPx
        let room = max(0, size.width - 2 * margin - 2 * pad)
        let fit = Int(((room + gap) / (colW0 + gap)).rounded(.down))
        let columns = max(1, min(ShortcutsLayout.maxColumns, fit, max(1, groups.count)))
        let colW = min(colW0, room)
        let offset = ShortcutsLayout.descriptionOffset(groups, width: colW)
        let rowHeights = groups.map { g in
            g.shortcuts.map { s in
                let keysEnd = ShortcutsOverlay.keysWidth(s) + 8
                let width = colW - max(offset, keysEnd)
                return ShortcutsLayout.rowHeight(lines: ShortcutsLayout.descriptionLines(s.title, width: width, measure: measure))
            }
        }
        // Split the groups, in order, into the columns so that the tallest column is as short as can be.
        let heights = rowHeights.map { ShortcutsLayout.groupHeadingPx + $0.reduce(0, +) }
        let starts = ShortcutsLayout.columnStarts(heights, columns: columns, gap: ShortcutsLayout.groupGapPx)
        var placed: [PlacedGroup] = []
        var tallest = 0.0
        for (column, start) in starts.enumerated() {
            let end = column + 1 < starts.count ? starts[column + 1] : heights.count
            var y = 0.0
            for i in start..<end {
                if y > 0 { y += ShortcutsLayout.groupGapPx }
                placed.append(PlacedGroup(index: i, frame: Rect(x: Double(column) * (colW + gap), y: y, width: colW, height: heights[i])))
                y += heights[i]
            }
            tallest = max(tallest, y)
        }
        let usedColumns = (placed.map { Int(($0.frame.x / (colW + gap)).rounded()) }.max() ?? 0) + 1
        let contentW = Double(usedColumns) * colW + Double(usedColumns - 1) * gap
        let panelW = min(size.width - 2 * margin, contentW + 2 * pad)
        let header = ShortcutsLayout.headerHeightPx
        let panelH = min(max(0, size.height - 2 * margin), header + tallest + pad)
        panel = Rect(x: ((size.width - panelW) / 2).rounded(), y: ((size.height - panelH) / 2).rounded(),
                     width: max(0, panelW), height: max(0, panelH))
        body = Rect(x: pad, y: header, width: max(0, panelW - 2 * pad), height: max(0, panelH - header - pad / 2))
        self.groups = placed
        contentHeight = tallest + pad / 2
        self.columns = usedColumns
        descriptionOffset = offset
        self.rowHeights = rowHeights
    }
}
