import FlickCore

/// Where a button under the pointer tells the host about its tooltip.
///
/// The host (a `TooltipTracker`) opens a board around delivering a hover to its root component;
/// a control, toolbar or bar that gets that hover (in its own coordinates, through any number of
/// containers) over a button with a tooltip calls `TooltipBoard.report(_:anchor:hover:)`. The
/// hover point in both coordinate spaces gives the button's place on screen, so no container has
/// to know about tooltips. Outside a hover delivery a report goes nowhere. Like everything in the
/// UI, boards live on one thread.
public final class TooltipBoard {
    /// The board of the hover being delivered, if any.
    nonisolated(unsafe) static var current: TooltipBoard?

    /// The last report made during this hover: the tooltip, the hover point in the reporter's
    /// coordinates, and whether the button still shows (nil: as long as the pointer stays).
    public private(set) var report: (tooltip: Tooltip, hover: Point, isValid: (() -> Bool)?)?

    /// An empty board.
    public init() {}

    /// Runs `deliver` with this board open for reports, and returns what was reported.
    public func collect(_ deliver: () -> Void) -> (tooltip: Tooltip, hover: Point, isValid: (() -> Bool)?)? {
        let outer = TooltipBoard.current
        report = nil
        TooltipBoard.current = self
        defer { TooltipBoard.current = outer }
        deliver()
        return report
    }

    /// Reports that the hover at `hover` is over a button at `anchor` whose tooltip is `text`
    /// (both in the caller's coordinates). `isValid`, when given, says whether the button is
    /// still there (a toolbar that fades out takes its tooltip with it). Does nothing outside a
    /// hover delivery or for empty text.
    public static func report(_ text: String, anchor: Rect, hover: Point, isValid: (() -> Bool)? = nil) {
        guard let board = current, !text.isEmpty else { return }
        board.report = (Tooltip(text, anchor: anchor), hover, isValid)
    }
}
