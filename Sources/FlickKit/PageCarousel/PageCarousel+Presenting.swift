import FlickCore

extension PageCarousel {
    /// Shows the presentation: the selected page shrinks into its card (animated) or the
    /// presentation appears at once. Reverses a dismissal in flight from where it is.
    public func present(animated: Bool = true, now: Double) {
        zoom.openAt = nil
        zoom.isFromPinch = false
        guard !isPresenting else { return }
        isPresenting = true
        presentingChanged(now: now)
        presentedFromSerial = selectedSerial
        if pageHasPan { endInteraction(now: now) }
        if !zoom.isAnimating(now: now) && zoom.value(now: now) == 0 { position.set(Double(selectedIndex)) }
        zoom.run(toPresented: true, animated: animated, tolerance: zoomTolerance, now: now)
        if !zoom.isAnimating(now: now) { finishZoom() }
    }

    /// Zooms the selected card back to fill the carousel (animated with the settle spring, or
    /// over `duration` seconds ease-in-out), or at once.
    public func dismiss(animated: Bool = true, now: Double, duration: Double? = nil) {
        zoom.openAt = nil
        zoom.isFromPinch = false
        newPageWhenPresented = false
        guard isPresenting else { return }
        isPresenting = false
        presentingChanged(now: now)
        endInteraction(now: now)
        if grid.isShown { grid.hide(animated: animated, now: now) }
        let s = Double(selectedIndex)
        if position.target != s || position.isAnimating(now: now) {
            if animated {
                position.animate(to: s, now: now, spring: .settle, tolerance: positionTolerance)
            } else {
                position.set(s)
            }
        }
        zoom.run(toPresented: false, animated: animated, duration: duration, tolerance: zoomTolerance, now: now)
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
        let z = shown(zoom.progress, now: now, epsilon: 0.5 / max(1, size.width - geometry.cardSize.width))
        return min(1, max(0, z))
    }

    /// The row's position at `now`, pages (fractional while moving, beyond the ends when rubber-banded).
    public func progress(now: Double) -> Double { position.value(now: now) }

    /// The zoom arrived where it ran: its owed callback, if any, is called.
    func finishZoom() {
        if let end = zoom.takeOwed() { report(end) }
    }

    /// Calls the callback for the zoom's arrival at `end`.
    func report(_ end: CarouselZoomEnd) {
        switch end {
        case .presented: onPresented?()
        case .dismissed: onDismissed?()
        }
    }
}
