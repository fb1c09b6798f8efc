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

    /// The seed's portrait page: three by three.
    public static let portrait = PagedGridShape(columns: 3, rows: 3)
    /// The seed's landscape page: four across, two down.
    public static let landscape = PagedGridShape(columns: 4, rows: 2)

    /// Tiles on one page.
    public var perPage: Int { columns * rows }

    /// `portrait` when `size` is taller than wide, else `landscape` (a square window is landscape).
    public static func forSize(_ size: Size, portrait: PagedGridShape = .portrait,
                               landscape: PagedGridShape = .landscape) -> PagedGridShape {
        size.isPortrait ? portrait : landscape
    }

    /// "COLUMNSxROWS", e.g. "3x3".
    public var description: String { "\(columns)x\(rows)" }
}
