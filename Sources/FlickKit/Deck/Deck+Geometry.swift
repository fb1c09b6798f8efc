import FlickCore

extension Deck {
    /// The sides present.
    var presentSides: [DeckSide] { DeckSide.allCases.filter { view($0) != nil } }

    /// The sides present that are drawers at this width (not docked): the ones a pan moves to.
    var drawerSides: [DeckSide] { presentSides.filter { !isDocked($0) } }

    /// The one side present, if exactly one is: `maxSizePx` applies then.
    var singleSide: DeckSide? { presentSides.count == 1 ? presentSides[0] : nil }

    /// The one side present as a drawer with `maxSizePx` keeping it visible, if any.
    var permanentSide: DeckSide? { singleSide.flatMap { isDocked($0) ? nil : $0 } }

    /// The center's width without docked sides: the deck's, capped by `maxSizePx` with a single side.
    var fullCenterWidth: Double {
        guard permanentSide != nil, options.maxSizePx.isFinite, options.maxSizePx > 0 else { return size.width }
        return min(size.width, max(1, options.maxSizePx))
    }

    /// The center's width once the docked sides' shows and hides end.
    var centerWidth: Double { max(1, fullCenterWidth - dockInsetTarget(.left) - dockInsetTarget(.right)) }

    /// The center's size at `now`: narrower by the docked sides showing then.
    func centerSize(now: Double) -> Size {
        Size(max(1, fullCenterWidth - dockInset(.left, now: now) - dockInset(.right, now: now)), size.height)
    }

    /// A side's ledge, kept short of the deck's width so a side can always open (by a pixel at
    /// least): the option's ledge, or with a side width of its own the deck's width less that width.
    func ledge(_ side: DeckSide) -> Double {
        var l = options.ledge(side)
        if options.width(side) != .allButLedge {
            l = size.width - options.width(side).resolved(deckWidth: size.width, ledge: l)
        }
        return l.isFinite ? min(max(0, l), max(0, size.width - 1)) : 0
    }

    /// The width `side`'s view has (and shows when open), px.
    public func sideWidth(_ side: DeckSide) -> Double { sideSize(side).width }

    /// The closed offset: 0, or with `maxSizePx` and only a left side, the center hugging the right edge.
    var restOffset: Double { permanentSide == .left ? size.width - fullCenterWidth : 0 }

    /// The offset with `side` open: its ledge of the center left visible.
    func openOffset(_ side: DeckSide) -> Double {
        switch side {
        case .left: return max(restOffset, size.width - ledge(.left))
        case .right: return min(restOffset, ledge(.right) - centerWidth - dockInsetTarget(.left))
        }
    }

    /// How far the center travels from closed to `side` open, px (0: it cannot open).
    func openDistance(_ side: DeckSide) -> Double { abs(openOffset(side) - restOffset) }

    /// The offset at a bounce's hidden moment: the center just off the far edge.
    func hiddenOffset(_ side: DeckSide) -> Double { side == .left ? size.width : -centerWidth - dockInsetTarget(.left) }

    /// The offset a settled side (nil: closed) rests at.
    func restingOffset(_ side: DeckSide?) -> Double { side.map(openOffset) ?? restOffset }

    /// A side view's size: as wide as it shows when open (docked: its docked width).
    func sideSize(_ side: DeckSide) -> Size {
        Size(max(1, isDocked(side) ? dockedWidth(side) : size.width - ledge(side)), size.height)
    }

    /// A side view's frame: the left one at the left edge, the right one at the right edge.
    func sideFrame(_ side: DeckSide) -> Rect {
        let s = sideSize(side)
        return Rect(x: side == .left ? 0 : size.width - s.width, y: 0, width: s.width, height: s.height)
    }

    /// The center's frame at offset `x` at `now`, beside the docked left side showing then.
    func centerFrame(offset x: Double, now: Double) -> Rect {
        Rect(x: x + dockInset(.left, now: now), y: 0, width: centerSize(now: now).width, height: size.height)
    }

    /// The drawer showing beside the center at offset `x` (nil: the center covers its resting place).
    func exposedSide(offset x: Double) -> DeckSide? {
        if x > restOffset + 0.01, left != nil, !isDocked(.left) { return .left }
        if x < restOffset - 0.01, right != nil, !isDocked(.right) { return .right }
        return permanentSide != nil && fullCenterWidth < size.width ? permanentSide : nil
    }

    /// True when a side is open or opening: the center is (mostly) hidden.
    func isCenterHidden(now: Double) -> Bool {
        openSide != nil || abs(offset.value(now: now) - restOffset) > 0.5
    }

    /// Lays out for a new size, keeping the ledges or the side views' sizes (`sizeMode`).
    func relayout(to newSize: Size, now: Double) {
        let s = newSize.finiteLayout
        let oldWidth = size.width
        if options.sizeMode == .keepSideSizes, oldWidth > 1, s.width != oldWidth {
            var o = options
            // A side with a width of its own keeps its rule; its ledge option is not used.
            for side in DeckSide.allCases where options.width(side) == .allButLedge {
                let sideWidth = oldWidth - ledge(side)
                o.setLedge(side, max(0, s.width - sideWidth))
            }
            size = s
            options = o
        } else {
            size = s
        }
        environment = environment.fitting(size)
        layoutChanges.subtract([.views, .retarget])
        relayoutViews(now: now)
        retarget(now: now)
        layoutIfNeeded(now: now)
    }

    /// Docks and undocks the sides for the current size, then lays the three views out at their
    /// current sizes.
    func relayoutViews(now: Double) {
        updateDocking(now: now)
        laidOutCenterSize = centerSize(now: now)
        center.layout(size: laidOutCenterSize, now: now, environment: environment)
        left?.layout(size: sideSize(.left), now: now, environment: environment)
        right?.layout(size: sideSize(.right), now: now, environment: environment)
    }

    /// The pan range: from the right side open to the left side open (each only if it may open).
    func panBounds(_ p: DeckPan) -> (lo: Double, hi: Double) {
        func may(_ side: DeckSide) -> Bool { view(side) != nil && !isDocked(side) && (p.mayOpen[side] ?? true) && openDistance(side) > 0 }
        let lo = may(.right) ? openOffset(.right) : restOffset
        let hi = may(.left) ? openOffset(.left) : restOffset
        return (lo, hi)
    }

    /// Where a drag to unconstrained offset `raw` puts the center: clamped to the pan range,
    /// rubber-banded past an open ledge when elastic (the ledge is the rubber band's dimension,
    /// so it never reaches the edge). A side held open (`mayClose` false) still stretches past
    /// its ledge, never towards closed.
    func constrained(_ raw: Double, _ p: DeckPan) -> Double {
        let (lo, hi) = panBounds(p)
        var x = raw
        if raw > hi {
            let elastic = options.elasticity && hi > restOffset
            x = elastic ? hi + RubberBand.offset(raw - hi, dimension: ledge(.left)) : hi
        } else if raw < lo {
            let elastic = options.elasticity && lo < restOffset
            x = elastic ? lo + RubberBand.offset(raw - lo, dimension: ledge(.right)) : lo
        }
        if !p.mayClose, let side = openSide {
            x = side == .left ? max(x, openOffset(side)) : min(x, openOffset(side))
        }
        return x
    }

    /// The inverse of `constrained` inside the rubber band (to grab an overshooting center without a jump).
    func unconstrained(_ x: Double, _ p: DeckPan) -> Double {
        let (lo, hi) = panBounds(p)
        if x > hi, options.elasticity, hi > restOffset {
            return hi + RubberBand.overshoot(forOffset: x - hi, dimension: ledge(.left))
        }
        if x < lo, options.elasticity, lo < restOffset {
            return lo + RubberBand.overshoot(forOffset: x - lo, dimension: ledge(.right))
        }
        return x
    }
}
