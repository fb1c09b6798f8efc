import FlickCore

/// An overlay scroll indicator, after GTK's overlay scrollbars: a thin rounded bar on the trailing
/// edge of a scrolling panel, as long as the visible fraction of the content, shown while the
/// content scrolls and faded out `Constants.scrollIndicatorHoldS` after it stops (over
/// `Constants.scrollIndicatorFadeS`). Nothing is drawn when the content fits.
///
/// Its owner calls `track(offset:isMoving:at:)` from `advance(to:)`; the hold is a deadline
/// (`nextDeadline(now:)`), never a running timer, and only the fade animates.
public struct ScrollIndicator {
    /// The bar's width, px.
    public static let widthPx: Double = 3
    /// Space between the bar and the panel's trailing, top and bottom edges, px.
    public static let insetPx: Double = 3
    /// The shortest bar, px (very long content, or pulled past an end).
    public static let minLengthPx: Double = 20
    /// The bar's colour (light on the dark panels; faded by the indicator's opacity).
    public static let color = Palette.dark.scrollIndicator

    /// The offset seen last (a change means the content scrolled).
    public private(set) var lastOffset: Double = 0
    /// When the content was last seen moving, while the hold runs; nil once the fade started.
    public private(set) var lastActivity: Double?
    private var fade = AnimatedValue(0)

    /// A hidden indicator for content at offset 0.
    public init() {}

    /// Notes the scroll offset at `now`: scrolling (a moving offset, or any change since the last
    /// call) shows the bar and restarts the hold; once the hold has passed the bar fades out.
    public mutating func track(offset: Double, isMoving: Bool, now: Double) {
        let offset = offset.isFinite ? offset : 0
        if isMoving || offset != lastOffset {
            lastOffset = offset
            lastActivity = now
            fade.set(1)
        } else if let last = lastActivity, now >= last + Constants.scrollIndicatorHoldS {
            lastActivity = nil
            fade.animate(to: 0, now: now, duration: Constants.scrollIndicatorFadeS, curve: .easeInOut)
        }
        fade.settle(now: now)
    }

    /// 0 (hidden) ... 1 at `now`; 1 whenever the content is moving.
    public func opacity(now: Double, isMoving: Bool) -> Double {
        isMoving ? 1 : min(1, max(0, fade.value(now: now)))
    }

    /// True while the bar fades out.
    public func isAnimating(now: Double) -> Bool { fade.isAnimating(now: now) }

    /// When the hold ends and the fade should start, or nil.
    public func nextDeadline(now: Double) -> Double? {
        lastActivity.map { $0 + Constants.scrollIndicatorHoldS }
    }

    /// The bar's frame in a panel of `viewport` showing content `contentHeight` tall scrolled to
    /// `offset` (0 = top), or nil when the content fits. Pulled past an end (a rubber band), the
    /// bar shortens by the overshoot and stays at that end.
    public static func thumbFrame(viewport: Size, contentHeight: Double, offset: Double) -> Rect? {
        let h = viewport.height, maxScroll = contentHeight - h
        guard h > 0, viewport.width > 0, contentHeight.isFinite, maxScroll > 0.5, offset.isFinite else { return nil }
        let track = max(0, h - 2 * insetPx)
        let overshoot = offset < 0 ? -offset : max(0, offset - maxScroll)
        let natural = track * h / contentHeight
        let length = min(track, max(min(minLengthPx, track), natural - overshoot))
        let fraction = min(1, max(0, offset / maxScroll))
        let y = insetPx + (track - length) * fraction
        return Rect(x: viewport.width - insetPx - widthPx, y: y, width: widthPx, height: length)
    }

    /// The bar at `now` for that panel and offset in `color` (the palette's `scrollIndicator`), or
    /// `.empty` (content fits, or faded out).
    public func scene(viewport: Size, contentHeight: Double, offset: Double, now: Double, isMoving: Bool,
                      color: Color = ScrollIndicator.color) -> SceneNode {
        let o = opacity(now: now, isMoving: isMoving)
        guard o > 0, let frame = ScrollIndicator.thumbFrame(viewport: viewport, contentHeight: contentHeight, offset: offset)
        else { return .empty }
        let c = color
        return .fill(frame, c.withAlpha(c.alpha * o), cornerRadius: ScrollIndicator.widthPx / 2)
    }
}
