import FlickCore

extension PageCarousel {
    // MARK: The row

    /// A horizontal drag takes the row where it is (the snap points gather around there).
    func beginRowDrag(_ info: PanInfo, now: Double) {
        zoom.openAt = nil
        drag = .row
        position.grab(now: now)
        rowSwipe.handle(.panBegin(info), now: now)
    }

    // MARK: Lifting a card (drag up to close)

    /// A vertical drag on a card lifts it from where it shows (springing back, or in the row);
    /// a row the press caught is let go to settle.
    func beginLift(serial: Int, _ info: PanInfo, now: Double) {
        zoom.openAt = nil
        rowSwipe.handle(.cancel, now: now)
        cardLift.hold(serial, lift: lifts.removeValue(forKey: serial) ?? AnimatedValue(0), now: now)
        drag = .lift
        liftSwipe.handle(.panBegin(info), now: now)
    }

    /// The lift swipe let go of a card: closed, it flies away carrying the velocity (px/s);
    /// otherwise it springs back into the row.
    func settleLift(serial: Int, liftPx: Double, target: Double, velocityPxPerS: Double, now: Double) {
        lifts[serial] = AnimatedValue(liftPx)
        if target >= 1, let i = index(ofSerial: serial) {
            removeEntry(at: i, animated: true, liftVelocity: velocityPxPerS, now: now)
        } else {
            springBack(serial: serial, velocity: velocityPxPerS, now: now)
        }
    }

    func springBack(serial: Int, velocity: Double, now: Double) {
        guard var lift = lifts[serial] else { return }
        lift.animate(to: 0, now: now, spring: .settle, velocity: velocity, tolerance: 0.25)
        lifts[serial] = lift
    }

    // MARK: Catching a closing card

    /// A press on a closed card still flying away catches it: its page comes back into the row
    /// at the index it was closed from and is selected (as a reopen), the card stays where it
    /// shows, and the press goes on as a lift (drag up to close it again, let go to put it back).
    func catchLeavingCard(at point: Point, now: Double) -> Bool {
        guard let k = leavingCardIndex(at: point, now: now),
              let c = closedPages.lastIndex(where: { $0.entry.serial == leaving[k].serial }) else { return false }
        let card = leaving.remove(at: k)
        let closed = closedPages.remove(at: c)
        let serial = closed.entry.serial
        let i = min(max(0, closed.index), entries.count)
        insertEntry(closed.entry, at: i, animated: true, now: now)
        position.animate(to: Double(i), now: now, spring: .settle, tolerance: positionTolerance)
        commitSelection(i)
        // The row puts the card at its index: it starts where it shows and slides there.
        let shown = shownProgress(now: now) + card.relativePosition
        shifts.add(lower: i, upper: i + 1, from: shown - Double(i) - shifts.displacement(of: i, now: now), now: now)
        // The lift swipe takes the card on its way up, and the press catches it there.
        cardLift.hold(serial, lift: card.lift, now: now)
        liftSwipe.handle(.press(point, button: 1, modifiers: []), now: now)
        drag = .lift
        pressTarget = .card(serial: serial)
        onAdded?(closed.entry.page, i)
        return true
    }

    // MARK: Reordering (long press, then drag)

    /// Picks the card up where it is: it grows a little and follows the pointer.
    func pickUp(serial: Int, at point: Point, now: Double) {
        guard let i = index(ofSerial: serial) else { return }
        zoom.openAt = nil
        if position.isAnimating(now: now) { position.grab(now: now) }
        let frame = screenFrame(ofIndex: i, now: now)
        var lift = lifts[serial] ?? AnimatedValue(0)
        let liftBase = lift.grab(now: now)
        lifts[serial] = lift
        reorder.pickUpInRow(serial: serial, index: i, at: point, cardMidX: frame.midX, liftBase: liftBase, now: now)
        lastAdvance = now
        drag = .reorder(serial: serial)
    }

    /// The picked-up card follows the pointer (vertically with resistance); passing half a
    /// page moves it in the row and the others make room.
    func updateReorder(to point: Point, now: Double) {
        guard reorder.serial != nil, case .reorder(let serial) = drag else { return }
        reorder.follow(point)
        lifts[serial] = AnimatedValue(RubberBand.offset(reorder.rowLiftDrag, dimension: geometry.cardSize.height / 2))
        shuffleReordered(now: now)
    }

    func shuffleReordered(now: Double) {
        guard case .reorder(let serial) = drag, var i = index(ofSerial: serial) else { return }
        let r = geometry.position(atX: reorder.rowCentreX, progress: position.value(now: now))
        while r > Double(i) + 0.5 && i < entries.count - 1 {
            moveEntry(from: i, to: i + 1, animated: true, interactive: true, now: now)
            i += 1
        }
        while r < Double(i) - 0.5 && i > 0 {
            moveEntry(from: i, to: i - 1, animated: true, interactive: true, now: now)
            i -= 1
        }
    }

    /// Holding the picked-up card near a side scrolls the row that way (faster nearer the edge).
    func autoScroll(now: Double) {
        let dt = min(max(0, now - lastAdvance), 0.1)
        let speed = CarouselReorder.edgeScrollSpeed(pointerX: reorder.pointer.x, width: size.width)
        guard dt > 0, speed != 0 else { return }
        let p = position.value(now: now) + speed * dt
        position.set(min(max(p, 0), Double(entries.count - 1)))
        shuffleReordered(now: now)
    }

    /// Puts the picked-up card down: it slides into its slot, becomes the selection, and the
    /// row centres it.
    func dropReordered(now: Double) {
        guard let serial = reorder.serial, let i = index(ofSerial: serial) else {
            reorder.forget()
            return
        }
        let p = position.value(now: now)
        let r = geometry.position(atX: reorder.rowCentreX, progress: p)
        shifts.add(lower: i, upper: i + 1, from: r - Double(i) - shifts.displacement(of: i, now: now), now: now)
        springBack(serial: serial, velocity: 0, now: now)
        reorder.putDown(now: now)
        position.animate(to: Double(i), now: now, spring: .settle, tolerance: positionTolerance)
        commitSelection(i)
        if i != reorder.origin { onMoved?(reorder.origin, i) }
    }
}
