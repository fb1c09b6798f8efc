import FlickCore

/// Tooltips for a host: which button the pointer rests on, when its tooltip shows, and the plate.
///
/// The host follows the pointer with `follow(_:now:)`, giving the tooltip of the element under it
/// (`SemanticsNode.tooltip(at:)`: the tooltips come from the semantics tree, as its names do).
/// After the pointer has rested on one button for
/// `Constants.tooltipDelayS` the tooltip shows (a deadline: `nextDeadline`/`advance(to:)`, never a
/// polling timer); moving to another button while one shows switches at once (GTK's browse mode).
/// A press, scroll, pinch or key hides it and keeps that button's tooltip away until the pointer
/// leaves the button; leaving the window hides it. Touch never hovers, so touch shows no tooltips.
public struct TooltipTracker {
    /// Plate text size, px.
    public static let fontPx: Double = 12
    /// Space left and right of the text inside the plate, px.
    public static let paddingXPx: Double = 8
    /// Space above and below the text inside the plate, px.
    public static let paddingYPx: Double = 5
    /// Gap between the button and the plate, px.
    public static let gapPx: Double = 6
    /// The plate keeps this far from the window's edges, px.
    public static let marginPx: Double = 8
    /// Average glyph advance of the plate's font, in em (the plate is sized before Pango lays it out).
    static let charWidthEm: Double = 0.6
    static let cornerRadiusPx: Double = 5

    /// The button under the resting pointer and when the pointer came to it (host coordinates).
    public private(set) var candidate: (tooltip: Tooltip, since: Double)?
    /// The tooltip on screen, or nil.
    public private(set) var shown: Tooltip?
    /// A tooltip dismissed by a press: not shown again until the pointer leaves its button.
    private var dismissed: Tooltip?

    /// No tooltip.
    public init() {}

    /// Follows the pointer to `tooltip`'s button (nil: no button with a tooltip under it).
    @discardableResult
    public mutating func follow(_ tooltip: Tooltip?, now: Double) -> Bool {
        let before = shown
        guard let tooltip else {
            candidate = nil
            shown = nil
            dismissed = nil
            return before != nil
        }
        if tooltip == dismissed { return false }
        dismissed = nil
        if candidate?.tooltip == tooltip { return false }
        candidate = (tooltip, now)
        if shown != nil { shown = tooltip }
        return shown != before
    }

    /// A press, scroll, pinch or key: hides the tooltip and keeps this button's away until the
    /// pointer leaves it. Returns true when a tooltip was shown.
    @discardableResult
    public mutating func dismiss() -> Bool {
        let was = shown != nil
        if let c = candidate { dismissed = c.tooltip }
        candidate = nil
        shown = nil
        return was
    }

    /// The pointer left the window. Returns true when a tooltip was shown.
    @discardableResult
    public mutating func leave() -> Bool {
        dismissed = nil
        return follow(nil, now: 0)
    }

    /// When the waiting tooltip shows, or nil.
    public var nextDeadline: Double? {
        guard shown == nil, let c = candidate else { return nil }
        return c.since + Constants.tooltipDelayS
    }

    /// Shows the waiting tooltip once the pointer has rested long enough. Returns true when what
    /// is shown changed. (The host follows the pointer's element first, so a button that went
    /// takes its tooltip with it.)
    @discardableResult
    public mutating func advance(to now: Double) -> Bool {
        guard shown == nil, let c = candidate, now >= c.since + Constants.tooltipDelayS else { return false }
        shown = c.tooltip
        return true
    }

    /// Where the plate of `tooltip` goes in a window of `size`: centred below its button, above
    /// it when there is no room below, always inside the window (`marginPx` from its edges).
    public static func plateFrame(for tooltip: Tooltip, in size: Size) -> Rect {
        let maxWidth = max(0, size.width - 2 * marginPx)
        let textWidth = Double(tooltip.text.count) * fontPx * charWidthEm
        let w = min(maxWidth, textWidth + 2 * paddingXPx)
        let h = fontPx * 1.4 + 2 * paddingYPx
        let a = tooltip.anchor
        var y = a.maxY + gapPx
        if y + h > size.height - marginPx { y = a.minY - gapPx - h }
        y = min(max(marginPx, y), max(marginPx, size.height - marginPx - h))
        let x = min(max(marginPx, a.midX - w / 2), max(marginPx, size.width - marginPx - w))
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The shown tooltip's plate and text in a window of `size` in `palette`'s tooltip colours
    /// (dark in both appearances, as GTK's tooltips are), or `.empty`.
    public func scene(in size: Size, palette: Palette = .dark) -> SceneNode {
        guard let tooltip = shown, size.width > 2 * TooltipTracker.marginPx, size.height > 0 else { return .empty }
        let plate = TooltipTracker.plateFrame(for: tooltip, in: size)
        let font = FontSpec(family: Constants.fontFamily, size: TooltipTracker.fontPx)
        return .stack([
            .fill(plate, palette.tooltipBackground, cornerRadius: TooltipTracker.cornerRadiusPx),
            .strokeRect(plate.insetBy(0.5), palette.tooltipBorder, lineWidth: 1, cornerRadius: TooltipTracker.cornerRadiusPx),
            .text(TextNode(tooltip.text, frame: plate.insetBy(dx: TooltipTracker.paddingXPx / 2, dy: 0), font: font,
                           color: palette.tooltipText, alignment: .center)),
        ])
    }
}
