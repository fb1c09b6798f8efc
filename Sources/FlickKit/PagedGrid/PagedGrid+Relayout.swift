import FlickCore

extension PagedGrid {
    /// Lays the grid out for `size`. Within one orientation the cells just resize (a window too
    /// small for the shape's cells at `minimumCellPx` takes fewer columns or rows). Changing shape
    /// (crossing between portrait and landscape, or that fit) starts MuseumApp's fade: the old shape (at the new size)
    /// fades out, the new shape replaces it at the page holding the first visible item, and
    /// fades in. A resize back before the swap fades the old shape back in instead.
    func relayout(size newSize: Size, now: Double) {
        size = newSize.finiteLayout
        indicator.layout(size: indicatorFrame.size, now: now)
        let newShape = PagedGridShape.forSize(size, portrait: portraitShape, landscape: landscapeShape)
            .fitting(size, minimumCellPx: minimumCellPx)
        let old = layout
        layout = PagedGridLayout(size: size, shape: newShape, itemCount: items.count, itemAspect: itemAspect,
                                 captionHeightPx: captionHeightPx)
        drawn = PagedGridLayout(size: size, shape: drawn.shape, itemCount: items.count, itemAspect: itemAspect,
                                captionHeightPx: captionHeightPx)
        guard hasLaidOut else {
            hasLaidOut = true
            drawn = layout
            position.set(Double(layout.clampedPage(currentPage)))
            return
        }
        guard newShape != old.shape else { return }

        if swipe.isDragging { swipe.cancel() }
        endZoom(now: now, animated: false)
        let anchor = relayoutAnchor ?? old.firstIndex(onPage: currentPage)
        let page = layout.page(of: anchor)
        let opacity = min(1, max(0, fade.value(now: now)))
        if newShape == drawn.shape {
            // Back to the shape still on screen: no swap, fade back in where it was.
            swapPending = false
            position.animate(to: Double(page), now: now, spring: .settle, velocity: nil, tolerance: settleTolerance)
            fade.animate(to: 1, now: now, duration: PagedGrid.relayoutFadeInS * (1 - opacity), curve: .easeOut)
        } else {
            swapPending = true
            let duration = PagedGrid.relayoutFadeOutS * opacity
            fade.animate(to: 0, now: now, duration: duration, curve: .linear)
            swapTime = now + duration
        }
        commit(page, byUser: false)
        relayoutAnchor = anchor
    }

    /// Swaps in the new shape once the fade-out has ended, and starts the fade-in from that instant.
    func swapIfDue(now: Double) {
        guard swapPending, now >= swapTime else { return }
        swapPending = false
        drawn = layout
        position.set(Double(currentPage))
        fade.animate(to: 1, now: swapTime, duration: PagedGrid.relayoutFadeInS, curve: .easeOut)
    }

    /// The vertical page indicator's frame: centred in the space right of the tiles (never over
    /// them), at most the grid's height.
    var indicatorFrame: Rect {
        let side = PagedGridLayout.sideInset(width: size.width, height: size.height)
        let w = min(PageDots.thicknessPx, side, size.width)
        let h = max(0, size.height - 2 * PagedGridLayout.marginPx)
        let x = size.width - side + (side - w) / 2
        return Rect(x: max(0, x), y: (size.height - h) / 2, width: w, height: h)
    }
}
