import FlickCore

extension PageCarousel {
    // MARK: Public API

    /// What the carousel shows: a page filling it (`none`), the row of cards or the grid of
    /// thumbnails (the targets: a zoom or a change of overview may still be running).
    public var overview: CarouselOverview { !isPresenting ? .none : (gridShown ? .grid : .row) }

    /// Turns the row into the grid of thumbnails that scrolls vertically (as Safari's and
    /// `AdwTabOverview`'s), the selected page's row in view: each card flies to its cell
    /// (animated, interruptible; with reduced motion the grid fades in), or at once. From a page
    /// filling the carousel it shrinks straight into its thumbnail.
    public func showGrid(animated: Bool = true, now: Double) {
        pendingZoomAt = nil
        newPageWhenPresented = false
        if !isPresenting { present(animated: animated, now: now) }
        guard !gridShown else { return }
        endInteraction(now: now)
        gridShown = true
        syncGridLengths(now: now)
        if gridness.value(now: now) == 0 && !gridness.isAnimating(now: now) {
            let cell = gridGeometry.frame(ofIndex: selectedIndex, offset: 0)
            gridScroll.scroll(to: cell.midY - gridGeometry.viewportHeight / 2, animated: false, now: now)
        }
        animateGridness(to: 1, animated: animated, now: now)
    }

    /// Turns the grid back into the row, centred on the selected page (animated, or at once).
    public func showRow(animated: Bool = true, now: Double) {
        guard gridShown else { return }
        endInteraction(now: now)
        gridShown = false
        gridPress = nil
        if !position.isAnimating(now: now) { position.set(Double(selectedIndex)) }
        animateGridness(to: 0, animated: animated, now: now)
    }

    // MARK: State

    /// The grid's share as drawn (0 = the row, 1 = the grid).
    func shownGridness(now: Double) -> Double { min(1, max(0, shown(gridness, now: now, epsilon: 0.001))) }

    func animateGridness(to value: Double, animated: Bool, now: Double) {
        if animated {
            gridness.animate(to: value, now: now, spring: .settle, tolerance: 0.0005)
        } else {
            gridness.set(value)
        }
    }

    /// Gives the grid's scroll the current page count's height (and keeps it in range at rest).
    func syncGridLengths(now: Double) {
        gridScroll.setLengths(viewport: gridGeometry.viewportHeight, content: gridGeometry.contentHeight(count: entries.count))
        if !gridScroll.isMoving(now: now) { gridScroll.keepInRange(now: now) }
    }

    /// Opens the page at `index` from the grid: its thumbnail zooms to fill the carousel while the
    /// others fly off with the row.
    func openFromGrid(_ index: Int, now: Double) {
        endInteraction(now: now)
        let i = clampIndex(index)
        position.set(Double(i))
        commitSelection(i)
        gridShown = false
        gridPress = nil
        animateGridness(to: 0, animated: true, now: now)
        dismiss(now: now)
    }

    /// Selects `index` from the grid (arrow keys) and scrolls its row into view.
    func selectInGrid(_ index: Int, now: Double) {
        guard entries.indices.contains(index) else { return }
        select(index, animated: false, now: now)
        syncGridLengths(now: now)
        gridScroll.scroll(to: gridGeometry.offset(showing: index, from: gridScroll.target), animated: true, now: now)
    }

    // MARK: Editing in the grid

    /// Closes the page at `index` in the grid: its thumbnail fades out in its cell and the ones
    /// after it slide back into the gap.
    func removeInGrid(at index: Int, remembered: Bool = true, now: Double) -> any Component {
        let page = entries[index].page
        let wasLast = entries.count == 1
        removeEntry(at: index, animated: false, liftVelocity: 0, remembered: remembered, now: now)
        var fade = AnimatedValue(1)
        fade.animate(to: 0, now: now, duration: Constants.carouselGridCloseFadeS, curve: .easeOut)
        gridLeaving.append(CarouselGridLeavingCard(page: page, index: index, fade: fade))
        if wasLast {
            fadeIn(entries[0].serial, now: now)
        } else {
            shifts.add(lower: index, upper: Int.max, from: 1, now: now)
        }
        syncGridLengths(now: now)
        return page
    }

    /// Puts `entry` back at `index` in the grid: the thumbnails after it slide on and it fades in.
    func insertInGrid(_ entry: CarouselEntry, at index: Int, now: Double) {
        insertEntry(entry, at: index, animated: false, now: now)
        shifts.add(lower: index + 1, upper: Int.max, from: -1, now: now)
        fadeIn(entry.serial, now: now)
        syncGridLengths(now: now)
        gridScroll.scroll(to: gridGeometry.offset(showing: index, from: gridScroll.target), animated: true, now: now)
    }

    // MARK: Gestures

    /// A pointer gesture while the grid shows: a press catches the scrolling grid, a tap opens a
    /// thumbnail or closes through its button, a drag scrolls, a long press picks a thumbnail up
    /// and the drag that follows reorders it; the wheel scrolls.
    func handleGridGesture(_ gesture: Gesture, now: Double) -> Bool {
        syncGridLengths(now: now)
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1 else { return false }
            pendingZoomAt = nil
            gridPress = gridScroll.press(now: now) ? .caught : gridHitTest(p, now: now)
            return true
        case .release(_, let button):
            guard button == 1 else { return false }
            if case .gridReorder? = drag { endInteraction(now: now) }
            return true
        case .tap(_, _, let button, _):
            let target = gridPress
            gridPress = nil
            guard button == 1 else { return false }
            return gridTap(target, now: now)
        case .longPress(let p):
            guard drag == nil, case .thumbnail(let serial)? = gridPress else { return false }
            pickUpInGrid(serial: serial, at: p, now: now)
            return true
        case .panBegin(let info):
            guard info.button == 1 else { return false }
            if case .gridReorder? = drag {
                updateGridReorder(to: info.location, now: now)
                return true
            }
            gridPress = nil
            guard gridScroll.beginPan(info, now: now) else { return false }
            drag = .gridScroll
            return true
        case .panUpdate(let info):
            switch drag {
            case .gridReorder?: updateGridReorder(to: info.location, now: now)
            case .gridScroll?: gridScroll.updatePan(info)
            default: return false
            }
            return true
        case .panEnd(let info):
            switch drag {
            case .gridReorder?:
                updateGridReorder(to: info.location, now: now)
                endInteraction(now: now)
            case .gridScroll?:
                drag = nil
                gridScroll.endPan(info, now: now)
            default: return false
            }
            return true
        case .scroll(_, let delta, _):
            guard delta.y != 0 else { return false }
            gridScroll.scroll(to: gridScroll.target + delta.y * Constants.scrollNotchPx, animated: true, now: now)
            return true
        default:
            return false
        }
    }

    /// What a press at `point` lands on in the grid: a close button, a thumbnail (or its title), else the background.
    func gridHitTest(_ point: Point, now: Double) -> CarouselGridPress {
        let offset = gridScroll.offset(now: now)
        if options.showsCloseButtons, let range = gridGeometry.visibleRange(offset: offset, count: entries.count),
           let i = range.first(where: { CloseButton.hitFrame(on: gridGeometry.frame(ofIndex: $0, offset: offset)).contains(point) }) {
            return .closeButton(serial: entries[i].serial)
        }
        if let i = gridGeometry.index(at: point, offset: offset, count: entries.count) {
            return .thumbnail(serial: entries[i].serial)
        }
        return .background
    }

    /// A click in the grid: a thumbnail opens, a close button closes its page.
    func gridTap(_ target: CarouselGridPress?, now: Double) -> Bool {
        switch target {
        case .thumbnail(let serial)?:
            if let i = index(ofSerial: serial) { openFromGrid(i, now: now) }
        case .closeButton(let serial)?:
            if let i = index(ofSerial: serial) { remove(at: i, now: now) }
        case .background?, .caught?:
            break
        case nil:
            return false
        }
        return true
    }

    /// Keys in the grid: the arrows move the selection (up and down by a row), Page Up/Down
    /// scroll a screen, Home/End go to the ends, Return opens, Escape returns to the row, Delete closes.
    func handleGridKey(_ key: KeyCombo, now: Double) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        let columns = gridGeometry.columns
        switch key.name {
        case "Left": selectInGrid(selectedIndex - 1, now: now)
        case "Right": selectInGrid(selectedIndex + 1, now: now)
        case "Up": selectInGrid(selectedIndex - columns, now: now)
        case "Down": selectInGrid(min(entries.count - 1, selectedIndex + columns), now: now)
        case "Home": selectInGrid(0, now: now)
        case "End": selectInGrid(entries.count - 1, now: now)
        case "Prior", "Next":
            let page = gridGeometry.viewportHeight * (key.name == "Prior" ? -1 : 1)
            gridScroll.scroll(to: gridScroll.target + page, animated: true, now: now)
        case "Return", "KP_Enter", "space": openFromGrid(selectedIndex, now: now)
        case "Escape": showRow(now: now)
        case "Delete", "BackSpace": closeSelected(now: now)
        default: return false
        }
        return true
    }

    // MARK: Reordering in the grid (long press, then drag)

    /// Picks the thumbnail up: it grows a little and follows the pointer.
    func pickUpInGrid(serial: Int, at point: Point, now: Double) {
        guard let i = index(ofSerial: serial) else { return }
        let cell = gridGeometry.frame(ofIndex: i, offset: gridScroll.offset(now: now))
        gridScroll.press(now: now)
        reorderSerial = serial
        reorderOrigin = i
        reorderPointer = point
        gridGrab = Point(point.x - cell.midX, point.y - cell.midY)
        gridDrop = .zero
        reorderLift.animate(to: 1, now: now, spring: .settle, tolerance: 0.001)
        drag = .gridReorder(serial: serial)
    }

    /// The picked-up thumbnail follows the pointer; the cell under its centre becomes its place
    /// and the thumbnails in between make room.
    func updateGridReorder(to point: Point, now: Double) {
        guard case .gridReorder(let serial)? = drag, let i = index(ofSerial: serial) else { return }
        reorderPointer = point
        let centre = Point(point.x - gridGrab.x, point.y - gridGrab.y)
        let target = gridGeometry.nearestIndex(to: centre, offset: gridScroll.offset(now: now), count: entries.count)
        if target != i { moveEntry(from: i, to: target, animated: true, interactive: true, now: now) }
    }

    /// Puts the picked-up thumbnail down: it slides into its cell and becomes the selection.
    func dropInGrid(now: Double) {
        guard let serial = reorderSerial, let i = index(ofSerial: serial) else {
            reorderSerial = nil
            return
        }
        let cell = gridGeometry.frame(ofIndex: i, offset: gridScroll.offset(now: now))
        gridDrop = Point(reorderPointer.x - gridGrab.x - cell.midX, reorderPointer.y - gridGrab.y - cell.midY)
        reorderLift.animate(to: 0, now: now, spring: .settle, tolerance: 0.001)
        position.set(Double(i))
        commitSelection(i)
        if i != reorderOrigin { onMoved?(reorderOrigin, i) }
    }

    /// The picked-up thumbnail: under the pointer while held, else sliding from where it was let
    /// go into `cell` as `lift` falls; grown by the lift.
    func gridReorderFrame(cell: Rect, lift: Double) -> Rect {
        var frame = cell
        if case .gridReorder? = drag {
            frame = Rect(x: reorderPointer.x - gridGrab.x - cell.width / 2, y: reorderPointer.y - gridGrab.y - cell.height / 2,
                         width: cell.width, height: cell.height)
        } else {
            frame = cell.offsetBy(dx: gridDrop.x * lift, dy: gridDrop.y * lift)
        }
        return frame.scaled(by: 1 + CarouselStyle.liftedGrowth * lift)
    }
}
