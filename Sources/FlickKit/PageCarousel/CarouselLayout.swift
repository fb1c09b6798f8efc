import FlickCore

/// The geometry of a carousel's presentation for one size: the card size (the page scaled
/// down, same shape), the row's pitch, the title band above the row and the indicator band
/// below it, and the zoom between a card and the full carousel.
///
/// Positions are in page units along the row: card `i` (displaced by any running shift) sits
/// at position `i`; `progress` is the position at the centre. Everything is finite for any
/// size from 1x1 up (non-finite or tiny sizes are treated as 1x1).
struct CarouselLayout: Equatable, Sendable {
    /// Band above the row for the title, px, at most this fraction of the height.
    static let titleBandPx: Double = 48
    static let titleBandMaxFraction: Double = 0.12
    /// Band below the row for the page dots, px, at most this fraction of the height.
    static let indicatorBandPx: Double = 48
    static let indicatorBandMaxFraction: Double = 0.12
    /// Limits of the effective card scale.
    static let minCardScale: Double = 0.05
    static let maxCardScale: Double = 1
    /// Spacing is at most this fraction of the width.
    static let maxSpacingFraction: Double = 0.1
    /// Extra room on each side when culling, px (shadows, a lifted card's growth).
    static let cullMarginPx: Double = 40
    /// A card-size snapshot is stretched at most this much; a larger selected card (zooming)
    /// is drawn from the full-size one.
    static let cardSnapshotMaxUpscale: Double = 1.1

    /// The carousel's size this layout was made for, px.
    let size: Size
    /// The card's size as a fraction of the carousel's (after making room for title and dots).
    let cardScale: Double
    /// The card's size, px: the carousel scaled by `cardScale`, rounded to whole pixels.
    let cardSize: Size
    /// Top edge of every card in the row, px.
    let cardTop: Double
    /// Gap between cards, px.
    let spacing: Double
    /// The band above the row where the title goes.
    let titleFrame: Rect
    /// The band below the row where the dots (or "3 of 57") go.
    let indicatorFrame: Rect

    /// The layout for a carousel of `size` whose bottom `bottomInsetPx` are covered (by a
    /// toolbar drawn over it): the row, title and dots stay above the inset.
    init(size: Size, cardScale: Double = 0.6, spacingPx: Double = 40, bottomInsetPx: Double = 0) {
        self.size = size.finiteLayout
        let w = self.size.width, h = self.size.height
        let inset = bottomInsetPx.isFinite ? min(max(0, bottomInsetPx), h / 2) : 0
        let room = h - inset
        let titleBand = min(CarouselLayout.titleBandPx, room * CarouselLayout.titleBandMaxFraction)
        let indicatorBand = min(CarouselLayout.indicatorBandPx, room * CarouselLayout.indicatorBandMaxFraction)
        let wanted = cardScale.isFinite ? cardScale : 0.6
        var s = min(max(wanted, 0.1), CarouselLayout.maxCardScale)
        s = min(s, (room - titleBand - indicatorBand) / h)
        s = max(s, CarouselLayout.minCardScale)
        self.cardScale = s
        // Whole pixels: a card at rest is a pixel-for-pixel copy of its snapshot.
        cardSize = Size(max(1, (w * s).rounded()), max(1, (h * s).rounded()))
        let block = titleBand + cardSize.height + indicatorBand
        let top = max(0, (room - block) / 2)
        cardTop = top + titleBand
        titleFrame = Rect(x: 0, y: top, width: w, height: titleBand)
        indicatorFrame = Rect(x: 0, y: cardTop + cardSize.height, width: w, height: indicatorBand)
        let gap = spacingPx.isFinite ? max(0, spacingPx) : 0
        spacing = min(gap, w * CarouselLayout.maxSpacingFraction)
    }

    /// Distance between the centres of two neighbouring cards, px (the swipe distance of one page).
    var pitch: Double { cardSize.width + spacing }

    /// The whole carousel.
    var bounds: Rect { Rect(size: size) }

    /// The presented frame of a card at row `position` while `progress` is at the centre.
    func cardFrame(at position: Double, progress: Double) -> Rect {
        let cx = size.width / 2 + (position - progress) * pitch
        return Rect(x: cx - cardSize.width / 2, y: cardTop, width: cardSize.width, height: cardSize.height)
    }

    /// The row position whose card centre is at `x` (the inverse of `cardFrame`'s x).
    func position(atX x: Double, progress: Double) -> Double {
        progress + (x - size.width / 2) / pitch
    }

    /// Indices of the cards that may show in the presented row around `progress` (their
    /// frames within the width, plus a margin), widened by `slack` pages; nil when none can.
    func visibleRange(progress: Double, count: Int, slack: Double = 0) -> ClosedRange<Int>? {
        guard count > 0, progress.isFinite, abs(progress) < 1e12 else { return nil }
        let reach = (size.width / 2 + cardSize.width / 2 + CarouselLayout.cullMarginPx) / pitch
            + max(0, slack.isFinite ? min(slack, 1e6) : 0)
        let lo = max(0, Int((progress - reach).rounded(.up)))
        let hi = min(count - 1, Int((progress + reach).rounded(.down)))
        return lo <= hi ? lo...hi : nil
    }

    /// Where `frame` (a presented frame) shows at `zoom` (0 = `focus` fills the carousel, 1 = presented):
    /// a camera that zooms on `focus`, so its neighbours slide in from the sides as the zoom grows.
    func zoomed(_ frame: Rect, focus: Rect, zoom: Double) -> Rect {
        let z = zoom.isFinite ? min(max(zoom, 0), 1) : 1
        guard z < 1, focus.width > 0, focus.height > 0 else { return frame }
        let full = bounds
        let target = Rect(x: full.x + (focus.x - full.x) * z, y: full.y + (focus.y - full.y) * z,
                          width: full.width + (focus.width - full.width) * z,
                          height: full.height + (focus.height - full.height) * z)
        let k = target.width / focus.width
        return Rect(x: target.x + (frame.x - focus.x) * k, y: target.y + (frame.y - focus.y) * k,
                    width: frame.width * k, height: frame.height * k)
    }
}
