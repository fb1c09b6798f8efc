import FlickCore

extension PageCarousel {
    // MARK: Public API

    /// What the carousel shows: a page filling it (`none`), the row of cards or the grid of
    /// thumbnails (the targets: a zoom or a change of overview may still be running).
    public var overview: CarouselOverview { !isPresenting ? .none : (grid.isShown ? .grid : .row) }

    /// Turns the row into the grid of thumbnails that scrolls vertically (as Safari's and
    /// `AdwTabOverview`'s), the selected page's row in view: each card flies to its cell
    /// (animated, interruptible; with reduced motion the grid fades in), or at once. From a page
    /// filling the carousel it shrinks straight into its thumbnail.
    public func showGrid(animated: Bool = true, now: Double) {
        zoom.openAt = nil
        newPageWhenPresented = false
        if !isPresenting { present(animated: animated, now: now) }
        guard !grid.isShown else { return }
        endInteraction(now: now)
        grid.show(selected: selectedIndex, count: entries.count, animated: animated, now: now)
    }

    /// Turns the grid back into the row, centred on the selected page (animated, or at once).
    public func showRow(animated: Bool = true, now: Double) {
        guard grid.isShown else { return }
        endInteraction(now: now)
        if !position.isAnimating(now: now) { position.set(Double(selectedIndex)) }
        grid.hide(animated: animated, now: now)
    }

    // MARK: State

    /// Gives the grid's scroll the current page count's height (and keeps it in range at rest).
    func syncGridLengths(now: Double) { grid.syncLengths(count: entries.count, now: now) }

    /// Opens the page at `index` from the grid: its thumbnail zooms to fill the carousel while the
    /// others fly off with the row.
    func openFromGrid(_ index: Int, now: Double) {
        endInteraction(now: now)
        let i = clampIndex(index)
        position.set(Double(i))
        commitSelection(i)
        grid.hide(animated: true, now: now)
        dismiss(now: now)
    }

    /// Selects `index` from the grid (arrow keys) and scrolls its row into view.
    func selectInGrid(_ index: Int, now: Double) {
        guard entries.indices.contains(index) else { return }
        select(index, animated: false, now: now)
        syncGridLengths(now: now)
        grid.scrollToShow(index, now: now)
    }

    // MARK: Editing in the grid

    /// Closes the page at `index` in the grid: its thumbnail fades out in its cell and the ones
    /// after it slide back into the gap.
    func removeInGrid(at index: Int, remembered: Bool = true, now: Double) -> any Component {
        let page = entries[index].page
        let wasLast = entries.count == 1
        removeEntry(at: index, animated: false, liftVelocity: 0, remembered: remembered, now: now)
        grid.fadeOut(page, at: index, now: now)
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
        grid.scrollToShow(index, now: now)
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
            zoom.openAt = nil
            grid.press = grid.scroll.press(now: now) ? .caught : gridHitTest(p, now: now)
            return true
        case .release(_, let button):
            guard button == 1 else { return false }
            if case .gridReorder? = drag { endInteraction(now: now) }
            return true
        case .tap(_, _, let button, _):
            let target = grid.press
            grid.press = nil
            guard button == 1 else { return false }
            return gridTap(target, now: now)
        case .longPress(let p):
            guard drag == nil, case .thumbnail(let serial)? = grid.press else { return false }
            pickUpInGrid(serial: serial, at: p, now: now)
            return true
        case .panBegin(let info):
            guard info.button == 1 else { return false }
            if case .gridReorder? = drag {
                updateGridReorder(to: info.location, now: now)
                return true
            }
            grid.press = nil
            guard grid.scroll.beginPan(info, now: now) else { return false }
            drag = .gridScroll
            return true
        case .panUpdate(let info):
            switch drag {
            case .gridReorder?: updateGridReorder(to: info.location, now: now)
            case .gridScroll?: grid.scroll.updatePan(info)
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
                grid.scroll.endPan(info, now: now)
            default: return false
            }
            return true
        case .scroll(_, let delta, _):
            guard delta.y != 0 else { return false }
            grid.scroll(by: delta.y * Constants.scrollNotchPx, now: now)
            return true
        default:
            return false
        }
    }

    /// What a press at `point` lands on in the grid: a close button, a thumbnail (or its title), else the background.
    func gridHitTest(_ point: Point, now: Double) -> CarouselGridPress {
        grid.hitTest(point, count: entries.count, closeButtons: options.showsCloseButtons, serial: { entries[$0].serial }, now: now)
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
        if let i = grid.selection(forKey: key.name, from: selectedIndex, count: entries.count) {
            selectInGrid(i, now: now)
            return true
        }
        switch key.name {
        case "Prior", "Next":
            grid.scroll(by: grid.geometry.viewportHeight * (key.name == "Prior" ? -1 : 1), now: now)
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
        let cell = grid.geometry.frame(ofIndex: i, offset: grid.scroll.offset(now: now))
        grid.scroll.press(now: now)
        reorder.pickUpInGrid(serial: serial, index: i, at: point, cellCentre: Point(cell.midX, cell.midY), now: now)
        drag = .gridReorder(serial: serial)
    }

    /// The picked-up thumbnail follows the pointer; the cell under its centre becomes its place
    /// and the thumbnails in between make room.
    func updateGridReorder(to point: Point, now: Double) {
        guard case .gridReorder(let serial)? = drag, let i = index(ofSerial: serial) else { return }
        reorder.follow(point)
        let target = grid.geometry.nearestIndex(to: reorder.gridCentre, offset: grid.scroll.offset(now: now), count: entries.count)
        if target != i { moveEntry(from: i, to: target, animated: true, interactive: true, now: now) }
    }

    /// Puts the picked-up thumbnail down: it slides into its cell and becomes the selection.
    func dropInGrid(now: Double) {
        guard let serial = reorder.serial, let i = index(ofSerial: serial) else {
            reorder.forget()
            return
        }
        let cell = grid.geometry.frame(ofIndex: i, offset: grid.scroll.offset(now: now))
        reorder.putDownInGrid(cellCentre: Point(cell.midX, cell.midY), now: now)
        position.set(Double(i))
        commitSelection(i)
        if i != reorder.origin { onMoved?(reorder.origin, i) }
    }

    /// The picked-up thumbnail: under the pointer while held, else sliding from where it was let
    /// go into `cell` as `lift` falls; grown by the lift.
    func gridReorderFrame(cell: Rect, lift: Double) -> Rect {
        let held: Bool
        if case .gridReorder? = drag { held = true } else { held = false }
        return reorder.gridFrame(cell: cell, held: held, shownLift: lift)
    }
}
