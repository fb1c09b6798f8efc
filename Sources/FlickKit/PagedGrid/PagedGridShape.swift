import FlickCore

/// How many tiles a grid page holds: `columns` across, `rows` down.
public struct PagedGridShape: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Tiles across a page (at least 1).
    public var columns: Int
    /// Tiles down a page (at least 1).
    public var rows: Int

    /// At least one column and one row.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// MuseumApp's portrait page: three by three.
    public static let portrait = PagedGridShape(columns: 3, rows: 3)
    /// MuseumApp's landscape page: four across, two down.
    public static let landscape = PagedGridShape(columns: 4, rows: 2)

    /// Tiles on one page.
    public var perPage: Int { columns * rows }

    /// `portrait` when `size` is taller than wide, else `landscape` (a square window is landscape).
    public static func forSize(_ size: Size, portrait: PagedGridShape = .portrait,
                               landscape: PagedGridShape = .landscape) -> PagedGridShape {
        size.isPortrait ? portrait : landscape
    }

    /// This shape with fewer columns and rows where a cell of a `size` viewport would be smaller
    /// than `minimumCellPx` square (laid out as `PagedGridLayout` does: margins, the indicator's
    /// gutter, gaps), so a small window shows fewer, readable tiles rather than many cut ones. At
    /// least one column and one row.
    public func fitting(_ size: Size, minimumCellPx: Double) -> PagedGridShape {
        let s = size.finiteLayout
        let short = min(s.width, s.height)
        let margin = min(PagedGridLayout.marginPx, short * PagedGridLayout.marginMaxFraction)
        let gap = min(PagedGridLayout.spacingPx, short * PagedGridLayout.spacingMaxFraction)
        let availW = s.width - 2 * PagedGridLayout.sideInset(width: s.width, height: s.height)
        let availH = s.height - 2 * margin
        let cell = max(1, minimumCellPx)
        let fitColumns = Int(((availW + gap) / (cell + gap)).rounded(.down))
        let fitRows = Int(((availH + gap) / (cell + gap)).rounded(.down))
        return PagedGridShape(columns: min(columns, fitColumns), rows: min(rows, fitRows))
    }

    /// "COLUMNSxROWS", e.g. "3x3".
    public var description: String { "\(columns)x\(rows)" }
}
