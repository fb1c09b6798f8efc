import FlickCore

/// Where a shortcuts overlay puts things in a window of a given size: the panel, its header, the
/// groups in columns (as many as fit, at most three), and how far the body scrolls.
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

    /// One group placed in the body (body coordinates: y grows down the scrolling content).
    public struct PlacedGroup: Equatable {
        /// The group's index in the overlay's groups.
        public var index: Int
        /// Its frame in the body's content (heading and rows).
        public var frame: Rect
    }

    /// The panel in the window.
    public var panel: Rect
    /// The scrolling body inside the panel (panel coordinates).
    public var body: Rect
    /// The groups in body content coordinates.
    public var groups: [PlacedGroup]
    /// The body content's height.
    public var contentHeight: Double
    /// Columns used.
    public var columns: Int

    /// The farthest the body scrolls.
    public var maxScroll: Double { max(0, contentHeight - body.height) }

    /// The height of group `g`.
    static func height(of g: ShortcutGroup) -> Double {
        groupHeadingPx + Double(g.shortcuts.count) * rowHeightPx
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

    /// Lays `groups` out for a window of `size`.
    public init(groups: [ShortcutGroup], size: Size) {
        let small = size.width < 520 || size.height < 400
        let margin = small ? ShortcutsLayout.smallMarginPx : ShortcutsLayout.marginPx
        let pad = small ? ShortcutsLayout.smallPaddingPx : ShortcutsLayout.paddingPx
        let colW0 = ShortcutsLayout.columnWidthPx, gap = ShortcutsLayout.columnGapPx
        let room = max(0, size.width - 2 * margin - 2 * pad)
        let fit = Int(((room + gap) / (colW0 + gap)).rounded(.down))
        let columns = max(1, min(ShortcutsLayout.maxColumns, fit, max(1, groups.count)))
        let colW = min(colW0, room)
        // Split the groups, in order, into the columns so that the tallest column is as short as can be.
        let heights = groups.map(ShortcutsLayout.height(of:))
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
    }
}
