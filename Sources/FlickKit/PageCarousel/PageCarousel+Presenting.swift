import FlickCore

extension PageCarousel {
    /// Shows the presentation: the selected page shrinks into its card (animated) or the
    /// presentation appears at once. Reverses a dismissal in flight from where it is.
    public func present(animated: Bool = true, now: Double) {
        pendingZoomAt = nil
        zoomFromPinch = false
        guard !isPresenting else { return }
        isPresenting = true
        presentedFromSerial = selectedSerial
        if drag == .page { endInteraction(now: now) }
        if !zoom.isAnimating(now: now) && zoom.value(now: now) == 0 { position.set(Double(selectedIndex)) }
        if animated {
            zoom.animate(to: 1, now: now, spring: .settle, tolerance: zoomTolerance)
            zoomEnd = .presented
            if !zoom.isAnimating(now: now) { finishZoom() }
        } else {
            zoom.set(1)
            zoomEnd = .presented
            finishZoom()
        }
    }

    /// Zooms the selected card back to fill the carousel (animated with the settle spring, or
    /// over `duration` seconds ease-in-out), or at once.
    public func dismiss(animated: Bool = true, now: Double, duration: Double? = nil) {
        pendingZoomAt = nil
        zoomFromPinch = false
        newPageWhenPresented = false
        guard isPresenting else { return }
        isPresenting = false
        endInteraction(now: now)
        if gridShown {
            gridShown = false
            gridPress = nil
            animateGridness(to: 0, animated: animated, now: now)
        }
        let s = Double(selectedIndex)
        if position.target != s || position.isAnimating(now: now) {
            if animated {
                position.animate(to: s, now: now, spring: .settle, tolerance: positionTolerance)
            } else {
                position.set(s)
            }
        }
        zoomEnd = .dismissed
        if animated, let d = duration {
            zoom.animate(to: 0, now: now, duration: d, curve: .easeInOut)
        } else if animated {
            zoom.animate(to: 0, now: now, spring: .settle, tolerance: zoomTolerance)
        } else {
            zoom.set(0)
        }
        if !zoom.isAnimating(now: now) { finishZoom() }
    }

    /// Closes the presentation back to the page it was opened from (Escape), as a dismissal:
    /// the row springs to that page while it zooms. The selected page when that one was closed
    /// or the presentation was restored.
    func returnFromPresentation(now: Double) {
        if let serial = presentedFromSerial, let i = index(ofSerial: serial), i != selectedIndex {
            endInteraction(now: now)
            commitSelection(i)
        }
        dismiss(now: now)
    }

    /// Presents when showing a page, opens the selected card when presenting.
    public func togglePresentation(now: Double) {
        if isPresenting { dismiss(now: now) } else { present(now: now) }
    }

    /// The zoom at `now` as drawn (0 = page, 1 = presented).
    public func zoomProgress(now: Double) -> Double {
        let z = shown(zoom, now: now, epsilon: 0.5 / max(1, size.width - geometry.cardSize.width))
        return min(1, max(0, z))
    }

    /// The row's position at `now`, pages (fractional while moving, beyond the ends when rubber-banded).
    public func progress(now: Double) -> Double { position.value(now: now) }

    func finishZoom() {
        guard let end = zoomEnd else { return }
        zoomEnd = nil
        switch end {
        case .presented: onPresented?()
        case .dismissed: onDismissed?()
        }
    }
}
