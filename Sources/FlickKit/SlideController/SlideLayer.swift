import FlickCore

/// One scene on screen in a `SlideController`: its offset from resting in place, in fractions
/// of the view's width and height (so a resize mid-flight keeps proportions), one animated
/// value per axis (a slide moves one axis; a slide interrupted by another at right angles
/// finishes the first axis while the second starts).
struct SlideLayer {
    let id: Int
    /// The scene (a child of the controller) and the name it goes by.
    let scene: any Component
    let name: String
    var x: AnimatedValue
    var y: AnimatedValue
    var role: SlideLayerRole
    /// Where the layer comes to rest (0,0 on screen; ±1 on an axis is off screen).
    var rest: Point
    /// The direction it last arrived with (an uncover's default way out is the opposite).
    var entered: SlideDirection?
    /// Moves over the scene under it (a cover): casts a shadow and dims what it covers.
    var isCover: Bool
    /// Stays opaque in a cross-fade (the outgoing scene of a replace, dissolved over by the new one).
    var holdsOpacity = false

    init(id: Int, scene: any Component, name: String, offset: Point, role: SlideLayerRole, entered: SlideDirection?,
         isCover: Bool) {
        self.id = id; self.scene = scene; self.name = name
        x = AnimatedValue(offset.x); y = AnimatedValue(offset.y)
        self.role = role; rest = .zero; self.entered = entered; self.isCover = isCover
    }

    func offset(now: Double) -> Point { Point(x.value(now: now), y.value(now: now)) }

    func isMoving(now: Double) -> Bool { x.isAnimating(now: now) || y.isAnimating(now: now) }

    /// How far off screen, 0 (in place) ... 1 (just out of view), along the farther axis.
    func distance(now: Double) -> Double {
        let o = offset(now: now)
        return max(abs(o.x), abs(o.y))
    }

    /// The animated offset along `direction`'s axis (x or y, a fraction of the view's size).
    func along(_ direction: SlideDirection) -> AnimatedValue { direction.isHorizontal ? x : y }

    /// Replaces the animated offset along `direction`'s axis, leaving the other axis alone.
    mutating func setAlong(_ direction: SlideDirection, _ value: AnimatedValue) {
        if direction.isHorizontal { x = value } else { y = value }
    }

    /// Stops where it is (a press catching it).
    mutating func grab(now: Double) {
        x.grab(now: now)
        y.grab(now: now)
    }

    /// Jumps to `travel` along `direction`'s axis (a drag), leaving the other axis alone.
    mutating func set(travel: Double, _ direction: SlideDirection) {
        if direction.isHorizontal { x.set(travel * direction.vector.x) } else { y.set(travel * direction.vector.y) }
    }

    /// Sets the rest position along `direction`'s axis to `travel` (the other axis keeps its rest).
    mutating func setRest(travel: Double, _ direction: SlideDirection) {
        if direction.isHorizontal { rest.x = travel * direction.vector.x } else { rest.y = travel * direction.vector.y }
    }

    /// Moves each axis that is away from its rest and not already heading there: along a timed
    /// curve, or with a spring carrying `velocity` (travel units/s along `direction`) when given.
    mutating func moveToRest(now: Double, motion: SlideMotion) {
        for horizontal in [true, false] {
            var value = horizontal ? x : y
            let target = horizontal ? rest.x : rest.y
            let alreadyHeading = value.target == target && (value.isAnimating(now: now) || value.value(now: now) == target)
            switch motion {
            case .instant:
                value.set(target)
            case .timed(let duration, let curve):
                if !alreadyHeading { value.animate(to: target, now: now, duration: duration, curve: curve) }
            case .spring(let direction, let velocity, let tolerance):
                let onAxis = direction.isHorizontal == horizontal
                if onAxis {
                    let v = velocity * (horizontal ? direction.vector.x : direction.vector.y)
                    value.animate(to: target, now: now, spring: .settle, velocity: v, tolerance: tolerance)
                } else if !alreadyHeading {
                    value.animate(to: target, now: now, spring: .settle, velocity: 0, tolerance: tolerance)
                }
            }
            if horizontal { x = value } else { y = value }
        }
    }
}
