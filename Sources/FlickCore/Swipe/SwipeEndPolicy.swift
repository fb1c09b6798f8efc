/// Where a released swipe comes to rest: the one place Flick decides a swipe's end point,
/// with one rule per kind of swipe.
///
/// Progress and snap points are in the swipeable's units; `velocity` is in progress units per
/// second (positive: progress increasing); `distance` is px per unit (velocity thresholds are
/// in px/s, so they mean the same on every swipeable).
public struct SwipeEndPolicy: Sendable {
    /// How the end point is chosen.
    public enum Rule: Sendable {
        /// libadwaita's swipe tracker: slower than `Constants.swipeVelocityThresholdPxPerS`, the
        /// nearest snap point; faster, the motion is projected with `Deceleration`, snapped to the
        /// nearest point, and moved at least one point in the fling's direction. Without long
        /// swipes the end stays within one snap point of where the swipe began; `maxTravel`
        /// (progress units) caps how far one fling goes from the release position.
        case projection(longSwipes: Bool, maxTravel: Double?)
        /// ViewDeck's rule: `rest` is the resting point (a closed deck). Slower than
        /// `velocityPxPerS`, a point other than `rest` is chosen when the progress is at least
        /// `fraction` of the way from `rest` to it, else `rest`; faster, the flick's direction
        /// decides between `rest` and the point on the side the progress is on.
        case fractionOfTheWay(rest: Double, fraction: Double, velocityPxPerS: Double)
        /// Commit or cancel measured from a fixed resting point, wherever the swipe began (a card
        /// lifted to close: a card caught on its way out closes or returns by where it is let go,
        /// like one lifted from the row): the motion is projected with `Deceleration`; at least
        /// `fraction` of the way from `rest` to the next snap point on the projection's side it
        /// goes there, else back to `rest`.
        case thresholdFromRest(rest: Double, fraction: Double)
        /// UIScrollView paging (`pagingEnabled`, the museum grid): libadwaita's projection without
        /// long swipes, except that a release that would return to the snap point the swipe began
        /// on after moving at least `commitFraction` of the way to a neighbour glides on to that
        /// neighbour (a small, slow move still turns the page).
        case pagedProjection(commitFraction: Double)
        /// Commit or cancel by speed, then distance (a back-swipe): `rest` is where a cancelled
        /// swipe returns. Faster than `velocityPxPerS`, the flick's direction decides: the snap
        /// point next to `rest` that way (`rest` when there is none), wherever the progress is.
        /// Slower, the point next to `rest` on the side the progress is on when the progress is at
        /// least `fraction` of the way to it, else `rest`.
        case flickOrFraction(rest: Double, fraction: Double, velocityPxPerS: Double)
    }

    /// The rule.
    public var rule: Rule
    /// The snap points repeat every `period` units (a circular list of `period` pages over the
    /// integer lattice): whatever the rule, a release ends at most `period − 1` units from the
    /// snap point the swipe began on, so a fling never travels a whole turn and lands where it
    /// started. nil (the default): no such cap.
    public var period: Double?

    /// A policy with `rule` and, for a circular list, its `period`.
    public init(_ rule: Rule, period: Double? = nil) { self.rule = rule; self.period = period }

    /// libadwaita's projection, with or without long swipes (over a circular list of `period` pages: less than a turn).
    public static func projection(longSwipes: Bool, maxTravel: Double? = nil, period: Double? = nil) -> SwipeEndPolicy {
        SwipeEndPolicy(.projection(longSwipes: longSwipes, maxTravel: maxTravel), period: period)
    }

    /// ViewDeck's 2/3-of-the-way rule (the deck's defaults: 2/3, `Constants.deckReleaseVelocityPxPerS`).
    public static func fractionOfTheWay(rest: Double = 0, fraction: Double = 2.0 / 3,
                                        velocityPxPerS: Double = Constants.deckReleaseVelocityPxPerS) -> SwipeEndPolicy {
        SwipeEndPolicy(.fractionOfTheWay(rest: rest, fraction: fraction, velocityPxPerS: velocityPxPerS))
    }

    /// A commit-or-cancel threshold at `fraction` of the way from `rest` (the carousel's lift to close).
    public static func threshold(_ fraction: Double, fromRest rest: Double) -> SwipeEndPolicy {
        SwipeEndPolicy(.thresholdFromRest(rest: rest, fraction: fraction))
    }

    /// UIScrollView paging: projection without long swipes; a slow move of `commitFraction` of a
    /// page still glides on to the next one.
    public static func pagedProjection(commitFraction: Double) -> SwipeEndPolicy {
        SwipeEndPolicy(.pagedProjection(commitFraction: commitFraction))
    }

    /// Commit or cancel: a flick faster than `velocityPxPerS` by its direction, else past
    /// `fraction` of the way from `rest`.
    public static func flickOrFraction(rest: Double = 0, fraction: Double,
                                       velocityPxPerS: Double = Constants.swipeVelocityThresholdPxPerS) -> SwipeEndPolicy {
        SwipeEndPolicy(.flickOrFraction(rest: rest, fraction: fraction, velocityPxPerS: velocityPxPerS))
    }

    /// The point to settle on for a release at `progress` with `velocity` (units/s), for a swipe
    /// that began at `start`, over `snapPoints` (sorted; nil: every integer) at `distance` px per unit.
    public func target(progress: Double, velocity: Double, start: Double, snapPoints: [Double]?,
                       distance: Double) -> Double {
        let snaps = SnapPoints(snapPoints)
        if snaps.isEmpty { return progress }
        let target = ruleTarget(progress: progress, velocity: velocity, start: start, snaps: snaps, distance: distance)
        guard let period, period >= 1, period.isFinite else { return target }
        // Less than a turn from the page the swipe began on (1 page: back to it).
        let home = snaps.nearest(to: start), turn = period - 1
        return min(max(target, snaps.nearest(to: home - turn)), snaps.nearest(to: home + turn))
    }

    /// The rule's end point, before the circular cap.
    private func ruleTarget(progress: Double, velocity: Double, start: Double, snaps: SnapPoints,
                            distance: Double) -> Double {
        let snapPoints = snaps.points
        let d = distance > 0 ? distance : 1
        let speedPx = abs(velocity * d)
        switch rule {
        case .projection(let longSwipes, let maxTravel):
            guard speedPx >= Constants.swipeVelocityThresholdPxPerS else { return snaps.nearest(to: progress) }
            let projected = progress + Deceleration.projectedDistance(velocity: velocity * d) / d
            var target = snaps.nearest(to: projected)
            if !longSwipes {
                let home = snaps.nearest(to: start)
                target = min(max(target, snaps.next(below: home)), snaps.next(above: home))
            }
            // A flick always moves past the current progress, to the next snap point at least
            // (this wins over the one-page limit only after a drag of more than a page).
            target = velocity > 0 ? max(target, snaps.next(above: progress)) : min(target, snaps.next(below: progress))
            if let m = maxTravel, m >= 1 {
                let here = snaps.nearest(to: progress)
                target = min(max(target, snaps.nearest(to: here - m)), snaps.nearest(to: here + m))
            }
            return snaps.clamped(target)

        case .fractionOfTheWay(let rest, let fraction, let velocityPxPerS):
            let rel = progress - rest
            let side = rel > 0 ? snaps.next(above: rest) : snaps.next(below: rest)
            guard rel != 0, side != rest else { return rest }
            if speedPx < velocityPxPerS {
                return abs(rel) >= abs(side - rest) * fraction ? side : rest
            }
            return (velocity > 0) == (rel > 0) ? side : rest

        case .thresholdFromRest(let rest, let fraction):
            let projected = progress + Deceleration.projectedDistance(velocity: velocity * d) / d
            let other = projected >= rest ? snaps.next(above: rest) : snaps.next(below: rest)
            guard other != rest else { return rest }
            return (projected - rest) / (other - rest) >= fraction ? other : rest

        case .pagedProjection(let commitFraction):
            let target = SwipeEndPolicy.projection(longSwipes: false)
                .target(progress: progress, velocity: velocity, start: start, snapPoints: snapPoints, distance: d)
            let home = snaps.nearest(to: start)
            let moved = progress - home
            guard target == home, moved != 0 else { return target }
            let next = moved > 0 ? snaps.next(above: home) : snaps.next(below: home)
            return abs(moved) >= abs(next - home) * commitFraction ? next : target

        case .flickOrFraction(let rest, let fraction, let velocityPxPerS):
            if speedPx >= velocityPxPerS {
                return velocity > 0 ? snaps.next(above: rest) : snaps.next(below: rest)
            }
            let rel = progress - rest
            let side = rel > 0 ? snaps.next(above: rest) : snaps.next(below: rest)
            guard rel != 0, side != rest else { return rest }
            return abs(rel) >= abs(side - rest) * fraction ? side : rest
        }
    }
}
