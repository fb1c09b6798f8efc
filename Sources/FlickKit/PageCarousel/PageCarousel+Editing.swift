import FlickCore

extension PageCarousel {
    /// Most closed pages remembered for reopening.
    var closedPagesLimit: Int { 50 }

    // MARK: Public editing API

    /// Adds `page` at the end and opens it. Presenting, as Mobile Safari does: the row travels to it
    /// (0.2 s per page, at most 0.6 s), it fades in (0.3 s), then it zooms to fill the carousel.
    /// Adds in quick succession share one sequence: each retargets the travel from where the row
    /// is, and only the last page zooms.
    public func add(_ page: any Component, now: Double) {
        open(page, at: entries.count, now: now)
    }

    /// Adds a `newPage()` after the selected page and opens it (the + button, ctrl+t). From a page
    /// filling the window it first presents the row, then runs LSPageViewController's add sequence (with
    /// reduced motion the page opens at once).
    public func openNewPage(now: Double) {
        guard !isPresenting, !environment.reducedMotion else {
            open(newPage(), at: selectedIndex + 1, now: now)
            return
        }
        present(animated: true, now: now)
        newPageWhenPresented = true
    }

    /// Inserts `page` at `index` (clamped) keeping the selected page selected. Presenting, the
    /// cards make room and the new one fades in.
    public func insert(_ page: any Component, at index: Int, now: Double) {
        endInteraction(now: now)
        let i = min(max(0, index), entries.count)
        let entry = makeEntry(page)
        insertEntry(entry, at: i, animated: isPresenting, now: now)
        if isPresenting { fadeIn(entry.serial, now: now) }
        onAdded?(page, i)
    }

    /// Removes the page at `index` and returns it (nil when out of range). Presenting, its
    /// card flies up and fades while its neighbours close the gap. The last page leaves a
    /// new blank page. The page can be reopened with `reopenClosedPage`.
    @discardableResult
    public func remove(at index: Int, now: Double) -> (any Component)? {
        guard entries.indices.contains(index) else { return nil }
        endInteraction(now: now)
        if overview == .grid { return removeInGrid(at: index, now: now) }
        return removeEntry(at: index, animated: isPresenting, liftVelocity: 0, now: now)
    }

    /// Removes the page at `index` as the app's own edit, not the user's close, and returns it (nil
    /// when out of range): no undo toast, no entry in the reopen history and no `onClosed`. The
    /// selection moves as `remove` moves it (the next page, else the previous, when the selected one
    /// goes); presenting, the card leaves as a closed one does. The last page leaves a new blank page.
    @discardableResult
    public func removeQuietly(at index: Int, now: Double) -> (any Component)? {
        guard entries.indices.contains(index) else { return nil }
        endInteraction(now: now)
        if overview == .grid { return removeInGrid(at: index, remembered: false, now: now) }
        return removeEntry(at: index, animated: isPresenting, liftVelocity: 0, remembered: false, now: now)
    }

    /// Puts `page` in place of the page at `index` and returns the page it replaced (nil when out of
    /// range): the app's own edit, without animation, toast, reopen history or callbacks. The index,
    /// the selection and the row's place stay; the carousel shows `page` and its title there.
    @discardableResult
    public func replacePage(at index: Int, with page: any Component, now: Double) -> (any Component)? {
        guard entries.indices.contains(index) else { return nil }
        let old = entries[index].page
        guard old !== page else { return old }
        endInteraction(now: now)
        let serial = entries[index].serial
        lifts[serial] = nil
        appearing[serial] = nil
        entries[index] = makeEntry(page)
        if selectedSerial == serial { selectedSerial = entries[index].serial }
        if presentedFromSerial == serial { presentedFromSerial = entries[index].serial }
        releaseGone([old])
        return old
    }

    /// Closes the selected page (the close button, ctrl+w, Delete).
    public func closeSelected(now: Double) {
        remove(at: selectedIndex, now: now)
    }

    /// Reopens the most recently closed page where it was and selects it; false when none is left.
    @discardableResult
    public func reopenClosedPage(now: Double) -> Bool {
        guard let closed = closedPages.popLast() else { return false }
        endInteraction(now: now)
        zoom.openAt = nil
        toast = nil
        let i = min(max(0, closed.index), entries.count)
        if overview == .grid {
            insertInGrid(closed.entry, at: i, now: now)
            position.set(Double(i))
        } else if isPresenting {
            insertEntry(closed.entry, at: i, animated: true, now: now)
            fadeIn(closed.entry.serial, now: now)
            position.animate(to: Double(i), now: now, spring: .settle, tolerance: positionTolerance)
        } else {
            insertEntry(closed.entry, at: i, animated: false, now: now)
            position.set(Double(i))
        }
        commitSelection(i)
        onAdded?(closed.entry.page, i)
        return true
    }

    /// How many closed pages can be reopened.
    public var closedPageCount: Int { closedPages.count }

    /// Moves the page at `from` to `to` (both clamped). Presenting, the card slides to its new
    /// place and the others make room; the selected page stays selected.
    public func move(from: Int, to: Int, now: Double) {
        endInteraction(now: now)
        moveEntry(from: clampIndex(from), to: clampIndex(to), animated: isPresenting, interactive: false, now: now)
    }

    // MARK: Opening a new page

    /// Inserts `page` at `index` and opens it: LSPageViewController's add sequence when presenting, at once otherwise.
    func open(_ page: any Component, at index: Int, now: Double) {
        endInteraction(now: now)
        zoom.openAt = nil
        let i = min(max(0, index), entries.count)
        let entry = makeEntry(page)
        if overview == .grid {
            // From the grid the new page opens at once: it zooms from its cell to fill the carousel.
            insertInGrid(entry, at: i, now: now)
            openFromGrid(i, now: now)
            onAdded?(page, i)
            return
        }
        insertEntry(entry, at: i, animated: isPresenting, now: now)
        guard isPresenting else {
            position.set(Double(i))
            commitSelection(i)
            onAdded?(page, i)
            return
        }
        let travel = min(Constants.carouselAddMaxTravelS,
                         Constants.carouselAddPerPageS * abs(Double(i) - position.value(now: now)))
        if travel > 0 {
            position.animate(to: Double(i), now: now, duration: travel, curve: .easeInOut)
        } else {
            position.set(Double(i))
        }
        var fade = AnimatedValue(0)
        fade.animate(to: 1, now: now + travel, duration: Constants.carouselAddFadeS, curve: .easeInOut)
        appearing[entry.serial] = fade
        zoom.openAt = now + travel + Constants.carouselAddFadeS
        commitSelection(i)
        onAdded?(page, i)
    }

    /// Fades the card with `serial` in from transparent.
    func fadeIn(_ serial: Int, now: Double) {
        var fade = AnimatedValue(0)
        fade.animate(to: 1, now: now, duration: Constants.carouselAddFadeS, curve: .easeInOut)
        appearing[serial] = fade
    }

    // MARK: Core edits (keep the row where it shows, then let it slide)

    /// Inserts `entry` at `index`; the selected page stays selected. Animated, the cards on
    /// one side start where they were and slide apart to make room.
    func insertEntry(_ entry: CarouselEntry, at index: Int, animated: Bool, now: Double) {
        let s = selectedIndex
        entries.insert(entry, at: index)
        shifts.didInsert(at: index)
        indicator.count = entries.count
        if index <= s {
            rebasePosition(by: 1, now: now)
            if animated { shifts.add(lower: Int.min, upper: index, from: 1, now: now) }
            commitSelection(s + 1)
        } else if animated {
            shifts.add(lower: index + 1, upper: Int.max, from: -1, now: now)
        }
        if !animated { shifts.removeAll() }
    }

    /// Removes the entry at `index` and returns its page. The next page (else the previous)
    /// becomes selected when the selected one goes. Animated, the card leaves upwards from
    /// `lift` carrying `liftVelocity` (px/s) and its neighbours close the gap. A `remembered`
    /// removal is the user's close (reopen history, undo toast, `onClosed`); otherwise the page is
    /// let go of at once.
    @discardableResult
    func removeEntry(at index: Int, animated: Bool, liftVelocity: Double, remembered: Bool = true,
                     now: Double) -> any Component {
        let p = position.value(now: now)
        let removed = entries[index]
        let shown = Double(index) + shifts.displacement(of: index, now: now)
        let lift = lifts[removed.serial]?.value(now: now) ?? 0
        entries.remove(at: index)
        shifts.didRemove(at: index)
        lifts[removed.serial] = nil
        appearing[removed.serial] = nil
        reorder.forget(serial: removed.serial)
        if remembered {
            closedPages.append(CarouselClosedPage(entry: removed, index: index))
            if options.showsUndoToast { toast = CarouselUndoToast(serial: removed.serial, until: now + Constants.carouselUndoToastS) }
            if closedPages.count > closedPagesLimit {
                let forgotten = closedPages.prefix(closedPages.count - closedPagesLimit).map(\.entry.page)
                closedPages.removeFirst(forgotten.count)
                releaseGone(forgotten)
            }
        } else {
            releaseGone([removed.page])
        }
        if animated { addLeavingCard(removed, relativePosition: shown - p, lift: lift, velocity: liftVelocity, now: now) }

        if entries.isEmpty {
            // As Safari does: closing the last page leaves a blank one.
            let blank = makeEntry(newPage())
            entries = [blank]
            shifts.removeAll()
            position.set(0)
            indicator.count = 1
            if animated { fadeIn(blank.serial, now: now) }
            commitSelection(0)
            if remembered { onClosed?(removed.page, index) }
            onAdded?(blank.page, 0)
            return removed.page
        }
        indicator.count = entries.count
        let s = selectedIndex
        if index < s || (index == s && index == entries.count) {
            // The cards on the left slide right into the gap.
            rebasePosition(by: -1, now: now)
            if animated { shifts.add(lower: Int.min, upper: index, from: -1, now: now) }
            commitSelection(s - 1)
        } else {
            // The cards on the right slide left into the gap.
            if animated { shifts.add(lower: index, upper: Int.max, from: 1, now: now) }
            commitSelection(s)
        }
        if !animated {
            shifts.removeAll()
            position.set(Double(selectedIndex))
        } else if !position.isAnimating(now: now) && position.value(now: now) != Double(selectedIndex) {
            position.animate(to: Double(selectedIndex), now: now, spring: .settle, tolerance: positionTolerance)
        }
        if remembered { onClosed?(removed.page, index) }
        return removed.page
    }

    /// Moves an entry; animated, the cards in between shift by one and the moved card slides
    /// from its old place while the row springs to keep the selected page centred. An
    /// `interactive` move (a card dragged by the pointer) leaves the moved card and the row alone.
    func moveEntry(from a: Int, to b: Int, animated: Bool, interactive: Bool, now: Double) {
        guard a != b, entries.indices.contains(a), entries.indices.contains(b) else { return }
        let selected = selectedSerial
        let entry = entries.remove(at: a)
        shifts.didRemove(at: a)
        entries.insert(entry, at: b)
        shifts.didInsert(at: b)
        if animated {
            if !interactive { shifts.add(lower: b, upper: b + 1, from: Double(a - b), now: now) }
            if a < b {
                shifts.add(lower: a, upper: b, from: 1, now: now)
            } else {
                shifts.add(lower: b + 1, upper: a + 1, from: -1, now: now)
            }
        } else {
            shifts.removeAll()
        }
        let newSelected = index(ofSerial: selected) ?? selectedIndex
        if !interactive {
            if animated {
                position.animate(to: Double(newSelected), now: now, spring: .settle, tolerance: positionTolerance)
            } else {
                position.set(Double(newSelected))
            }
        }
        commitSelection(newSelected)
        if !interactive { onMoved?(a, b) }
    }

    /// Replaces every page without animation (new snapshot identities).
    func replacePages(_ pages: [any Component]) {
        abandonInteraction()
        zoom.openAt = nil
        let old = entries.map(\.page) + leaving.map(\.page)
        entries = (pages.isEmpty ? [newPage()] : pages).map(makeEntry)
        shifts.removeAll()
        leaving.removeAll()
        lifts.removeAll()
        appearing.removeAll()
        reorder.forget()
        let i = clampIndex(selectedIndex)
        position.set(Double(i))
        indicator.count = entries.count
        commitSelection(i)
        releaseGone(old)
    }

    /// Shifts the row's progress by `delta` pages without changing what shows (the cards'
    /// indices moved by the same amount); a running settle continues from the same place.
    func rebasePosition(by delta: Double, now: Double) {
        if position.isAnimating(now: now) {
            let v = position.value(now: now), speed = position.velocity(now: now), target = position.target
            position.set(v + delta)
            position.animate(to: target + delta, now: now, spring: .settle, velocity: speed, tolerance: positionTolerance)
        } else {
            position.set(position.value(now: now) + delta)
        }
    }

    /// A closed card leaving from `relativePosition` (pages from the centre) and `lift` px.
    func addLeavingCard(_ entry: CarouselEntry, relativePosition: Double, lift: Double, velocity: Double,
                        now: Double) {
        let exit = -(geometry.cardTop + geometry.cardSize.height + CarouselLayout.cullMarginPx)
        var value = AnimatedValue(min(lift, 0))
        value.animate(to: exit, now: now, spring: .settle, velocity: min(0, velocity),
                      tolerance: 0.5)
        leaving.append(CarouselLeavingCard(serial: entry.serial, page: entry.page,
                                           relativePosition: relativePosition,
                                           lift: value, exitLift: exit))
    }
}
