import FlickCore

extension PageCarousel {
    // MARK: The row

    /// Snap points the swipe tracker may choose: the pages within reach of one fling (keeps a
    /// drag's cost independent of the page count; the rubber band still sits at the real ends).
    func snapWindow(around p: Double) -> [Double] {
        let n = entries.count
        let c = Int((p.isFinite ? min(max(p, 0), Double(n - 1)) : 0).rounded())
        let r = Constants.carouselMaxPagesPerFling
        return (max(0, c - r)...min(n - 1, c + r)).map(Double.init)
    }

    func beginRowDrag(_ info: PanInfo, now: Double) {
        pendingZoomAt = nil
        drag = .row
        let start = position.grab(at: now)
        tracker.allowLongSwipes = options.allowsLongSwipes
        tracker.begin(progress: start, distance: geometry.pitch, snapPoints: snapWindow(around: start))
        position.set(tracker.update(translation: info.translation.x))
    }

    /// Release: the tracker projects the motion to a page (a flick moves at least one, a fast
    /// one several with long swipes), which becomes the selection; the spring takes the speed.
    func endRowDrag(_ info: PanInfo, now: Double) {
        position.set(tracker.update(translation: info.translation.x))
        let vx = info.velocity.x.isFinite ? info.velocity.x : 0
        let end = tracker.end(velocity: vx)
        drag = nil
        let here = position.value(at: now)
        var target = end.target.isFinite ? end.target : here.rounded()
        target = min(max(target, 0), Double(entries.count - 1))
        position.animate(to: target, at: now, spring: .settle, velocity: end.velocity.isFinite ? end.velocity : 0,
                         tolerance: positionTolerance)
        commitSelection(Int(target.rounded()))
    }

    /// A press caught the row and let go without dragging: settle on the nearest page from where it is.
    func settleNearest(now: Double) {
        let here = position.value(at: now)
        guard here.isFinite else { return }
        let target = min(max(here.rounded(), 0), Double(entries.count - 1))
        position.animate(to: target, at: now, spring: .settle, velocity: 0, tolerance: positionTolerance)
        commitSelection(Int(target))
    }

    // MARK: Lifting a card (drag up to close)

    func beginLift(serial: Int, _ info: PanInfo, now: Double) {
        pendingZoomAt = nil
        var current = lifts[serial] ?? AnimatedValue(0)
        let start = current.grab(at: now)
        lifts[serial] = current
        drag = .lift(serial: serial, start: start)
        updateLift(serial: serial, start: start, info)
    }

    /// The card follows the pointer up freely, down with rubber-band resistance.
    func updateLift(serial: Int, start: Double, _ info: PanInfo) {
        let raw = start + info.translation.y
        let lift = raw <= 0 ? raw : RubberBand.offset(raw, dimension: geometry.cardSize.height)
        lifts[serial] = AnimatedValue(lift)
    }

    /// Release: projected past the threshold upwards (far enough or flung), the card closes;
    /// otherwise it springs back into the row.
    func endLift(serial: Int, start: Double, _ info: PanInfo, now: Double) {
        updateLift(serial: serial, start: start, info)
        drag = nil
        let lift = lifts[serial]?.value(at: now) ?? 0
        let vy = info.velocity.y.isFinite ? info.velocity.y : 0
        let projected = lift + Deceleration.projectedDistance(velocity: vy)
        if projected < -geometry.cardSize.height * Constants.carouselCloseLiftFraction,
           let i = index(ofSerial: serial) {
            removeEntry(at: i, animated: true, liftVelocity: vy, now: now)
        } else {
            springBack(serial: serial, velocity: vy, now: now)
        }
    }

    func springBack(serial: Int, velocity: Double, now: Double) {
        guard var lift = lifts[serial] else { return }
        lift.animate(to: 0, at: now, spring: .settle, velocity: velocity, tolerance: 0.25)
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
        let lift = card.lift.value(at: now)
        let i = min(max(0, closed.index), entries.count)
        insertEntry(closed.entry, at: i, animated: true, now: now)
        position.animate(to: Double(i), at: now, spring: .settle, tolerance: positionTolerance)
        commitSelection(i)
        // The row puts the card at its index: it starts where it shows and slides there.
        let shown = shownProgress(at: now) + card.relativePosition
        shifts.add(lower: i, upper: i + 1, from: shown - Double(i) - shifts.displacement(of: i, at: now), now: now)
        lifts[serial] = AnimatedValue(lift)
        drag = .lift(serial: serial, start: lift)
        pressTarget = .card(serial: serial)
        swallowNextTap = true
        onAdded?(closed.entry.page, i)
        return true
    }

    // MARK: Reordering (long press, then drag)

    /// Picks the card up where it is: it grows a little and follows the pointer.
    func pickUp(serial: Int, at point: Point, now: Double) {
        guard let i = index(ofSerial: serial) else { return }
        pendingZoomAt = nil
        if position.isAnimating(at: now) { position.grab(at: now) }
        let frame = screenFrame(ofIndex: i, now: now)
        reorderSerial = serial
        reorderOrigin = i
        reorderPointer = point
        reorderStart = point
        reorderGrabOffset = point.x - frame.midX
        var lift = lifts[serial] ?? AnimatedValue(0)
        reorderLiftBase = lift.grab(at: now)
        lifts[serial] = lift
        reorderLift.animate(to: 1, at: now, spring: .settle, tolerance: 0.001)
        lastAdvance = now
        drag = .reorder(serial: serial, grabOffset: reorderGrabOffset)
    }

    /// The picked-up card follows the pointer (vertically with resistance); passing half a
    /// page moves it in the row and the others make room.
    func updateReorder(to point: Point, now: Double) {
        guard reorderSerial != nil, case .reorder(let serial, _) = drag else { return }
        reorderPointer = point
        let dy = reorderLiftBase + point.y - reorderStart.y
        lifts[serial] = AnimatedValue(RubberBand.offset(dy, dimension: geometry.cardSize.height / 2))
        shuffleReordered(now: now)
    }

    func shuffleReordered(now: Double) {
        guard case .reorder(let serial, _) = drag, var i = index(ofSerial: serial) else { return }
        let r = geometry.position(atX: reorderPointer.x - reorderGrabOffset, progress: position.value(at: now))
        guard r.isFinite else { return }
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
        let w = size.width, x = reorderPointer.x
        let edge = w * Constants.carouselReorderEdgeFraction
        guard dt > 0, edge > 0 else { return }
        var speed = 0.0
        if x < edge {
            speed = -Constants.carouselReorderScrollPagesPerS * min(1, (edge - x) / edge)
        } else if x > w - edge {
            speed = Constants.carouselReorderScrollPagesPerS * min(1, (x - (w - edge)) / edge)
        }
        guard speed != 0 else { return }
        let p = position.value(at: now) + speed * dt
        position.set(min(max(p, 0), Double(entries.count - 1)))
        shuffleReordered(now: now)
    }

    /// Puts the picked-up card down: it slides into its slot, becomes the selection, and the
    /// row centres it.
    func dropReordered(now: Double) {
        guard let serial = reorderSerial, let i = index(ofSerial: serial) else {
            reorderSerial = nil
            return
        }
        let p = position.value(at: now)
        let r = geometry.position(atX: reorderPointer.x - reorderGrabOffset, progress: p)
        if r.isFinite {
            shifts.add(lower: i, upper: i + 1, from: r - Double(i) - shifts.displacement(of: i, at: now), now: now)
        }
        springBack(serial: serial, velocity: 0, now: now)
        reorderLift.animate(to: 0, at: now, spring: .settle, tolerance: 0.001)
        position.animate(to: Double(i), at: now, spring: .settle, tolerance: positionTolerance)
        commitSelection(i)
        if i != reorderOrigin { onMoved?(reorderOrigin, i) }
    }
}
