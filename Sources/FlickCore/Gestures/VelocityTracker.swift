/// Estimates pointer velocity (px/s) from recent samples with a least-squares line fit.
///
/// Only samples within `Constants.velocityWindowS` of the newest one count, and the
/// history is cut at any gap of `Constants.velocityStaleS` or more (the pointer rested
/// there, since X sends no motion while it is still).
public struct VelocityTracker: Sendable {
    private struct Sample: Sendable {
        var point: Point
        var time: Double
    }

    private var samples: [Sample] = []

    /// A tracker with no samples.
    public init() {}

    /// Records the pointer at `p` at `time` seconds. A time earlier than the last sample
    /// starts a new history.
    public mutating func add(_ p: Point, at time: Double) {
        if let last = samples.last, time < last.time { samples.removeAll(keepingCapacity: true) }
        samples.append(Sample(point: p, time: time))
        let cutoff = time - Constants.velocityWindowS
        if let keep = samples.firstIndex(where: { $0.time >= cutoff }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Velocity in px/s at `now`; zero with fewer than two usable samples or when the
    /// newest sample is `Constants.velocityStaleS` old or older (the pointer stopped).
    public func velocity(now: Double) -> Point {
        guard let newest = samples.last, !VelocityTracker.hasStopped(now - newest.time) else { return .zero }
        // Walk back from the newest sample, stopping at the window edge or at a pause.
        var first = samples.count - 1
        while first > 0 {
            let s = samples[first - 1]
            if newest.time - s.time > Constants.velocityWindowS { break }
            if VelocityTracker.hasStopped(samples[first].time - s.time) { break }
            first -= 1
        }
        let used = samples[first...]
        guard used.count >= 2 else { return .zero }
        let v: Point
        if used.count == 2 {
            let a = used[used.startIndex], b = used[used.startIndex + 1]
            let dt = b.time - a.time
            guard dt > 0 else { return .zero }
            v = (b.point - a.point) * (1 / dt)
        } else {
            v = VelocityTracker.fit(used)
        }
        return VelocityTracker.clamped(v)
    }

    /// Whether a pause of `gap` seconds means the pointer had stopped (at least `velocityStaleS`).
    static func hasStopped(_ gap: Double) -> Bool { gap >= Constants.velocityStaleS - 1e-9 }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Slope of x(t) and y(t) by ordinary least squares.
    private static func fit(_ s: ArraySlice<Sample>) -> Point {
        let n = Double(s.count)
        let t0 = s.last!.time
        var st = 0.0, sx = 0.0, sy = 0.0
        for e in s { st += e.time - t0; sx += e.point.x; sy += e.point.y }
        let mt = st / n, mx = sx / n, my = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for e in s {
            let dt = e.time - t0 - mt
            stt += dt * dt
            stx += dt * (e.point.x - mx)
            sty += dt * (e.point.y - my)
        }
        guard stt > 0 else { return .zero }
        return Point(stx / stt, sty / stt)
    }

    private static func clamped(_ v: Point) -> Point {
        guard v.x.isFinite, v.y.isFinite else { return .zero }
        let m = v.length
        guard m > Constants.maxFlingVelocityPxPerS else { return v }
        return v * (Constants.maxFlingVelocityPxPerS / m)
    }
}
