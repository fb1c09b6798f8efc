import FlickCore
import FlickKit

/// Gestures at exact times: what the recognizer delivers, sent straight to the root, on the
/// tester's clock (`now`), with frames built when the test asks for them.
extension ComponentTester {
    /// How long a `tap(at:)` holds the button, seconds.
    public static let tapHoldS = 0.05
    /// How long `longPress(at:)` holds before the long press comes, seconds: the recognizer's time.
    public static let longPressHoldS = Constants.longPressTimeoutS
    /// How far a drag's pan begins from its press, px (past the recognizer's slop).
    public static let panBeginPx = 8.0

    /// Lets `seconds` of virtual time pass without a frame (the gap between two input events).
    public func elapse(_ seconds: Double, file: StaticString = #filePath, line: UInt = #line) {
        elapse(until: now + seconds, file: file, line: line)
    }

    /// Lets virtual time pass until `time` (seconds) without a frame. Time never goes back: an
    /// earlier or infinite time is a failure and the clock stays.
    public func elapse(until time: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard time >= now, time.isFinite else {
            return fail("the clock cannot go from \(now) s to \(time) s; time only goes forward", file, line)
        }
        app.offset = time - runner.now
    }

    /// Sends a recognized gesture to the root now; returns whether the root took it.
    @discardableResult
    public func send(_ gesture: Gesture) -> Bool {
        root.handle(gesture, now: host.componentTime(now))
    }

    /// Runs timers and animations up to now and builds the frame's scene (window pixels), which
    /// `onFrame` sees first.
    @discardableResult
    public func frame() -> SceneNode {
        host.advance(to: now)
        let scene = host.scene(now: now)
        onFrame?(scene)
        return scene
    }

    /// Lets `seconds` pass frame by frame at the tester's frame rate, building each frame (the last
    /// step shorter if `seconds` is not a whole number of frames).
    public func run(seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            elapse(until: min(end, now + 1 / Double(runner.fps)))
            frame()
        }
    }

    /// Runs frames until nothing moves (at most `limit` seconds) and builds one more; returns the
    /// seconds it took. With `throughDeadlines` it also sleeps through the root's deadlines (a
    /// pinch's end), not only its animations; leave it off where a deadline is an idle timer (a
    /// toolbar's auto-hide). Unlike `settle()` it does not fail: a test asserts what it needs.
    @discardableResult
    public func runToRest(throughDeadlines: Bool = false, limit: Double = 10) -> Double {
        let start = now
        while now - start < limit {
            if host.isAnimating(now: now) { run(seconds: 1 / Double(runner.fps)); continue }
            guard throughDeadlines, let d = host.nextDeadline(now: now), d - now < limit else { break }
            run(seconds: max(1 / Double(runner.fps), d - now))
        }
        frame()
        return now - start
    }

    /// Press, release after `tapHoldS` and the tap (the `count`-th of a chain) at `point`, without moving.
    public func tap(at point: Point, count: Int = 1) {
        send(.press(point, button: 1, modifiers: []))
        elapse(Self.tapHoldS)
        send(.release(point, button: 1))
        send(.tap(point, count: count, button: 1, modifiers: []))
    }

    /// A press held at `point` until the long press comes (`longPressHoldS`, frames drawn meanwhile).
    public func longPress(at point: Point) {
        send(.press(point, button: 1, modifiers: []))
        run(seconds: Self.longPressHoldS)
        send(.longPress(point))
    }

    /// Where a drag's pan begins.
    public enum PanBegin: Sendable {
        /// `panBeginPx` along the drag, a step's time after the press: a drag that starts slowly.
        case pastSlop
        /// At the first of the even steps: a quick drag whose first motion is already past the slop.
        case atFirstStep
    }

    /// A press at `start`, then a pan by `delta` over `duration` in `steps` even moves (a frame
    /// after each), beginning as `begin` says, released at `velocity` px/s; with `release` false
    /// the pointer stays down.
    public func drag(from start: Point, by delta: Point, velocity: Point = .zero, duration: Double = 0.2,
                     steps: Int = 6, begin: PanBegin = .pastSlop, release: Bool = true) {
        send(.press(start, button: 1, modifiers: []))
        switch begin {
        case .pastSlop:
            pan(from: start, by: delta, velocity: velocity, duration: duration, steps: steps, release: release)
        case .atFirstStep:
            let n = Double(max(1, steps))
            for i in 1...max(1, steps) {
                elapse(duration / n)
                let f = Double(i)
                let info = PanInfo(start: start, location: Point(start.x + delta.x * f / n, start.y + delta.y * f / n),
                                   velocity: velocity)
                send(i == 1 ? .panBegin(info) : .panUpdate(info))
                frame()
            }
            if release { send(.panEnd(PanInfo(start: start, location: start + delta, velocity: velocity))) }
        }
    }

    /// The pan of a drag whose press already happened at `start`: it begins `panBeginPx` along
    /// `delta`, moves in `steps` even steps over `duration` (a frame after each) and ends at
    /// `velocity` px/s unless `release` is false.
    public func pan(from start: Point, by delta: Point, velocity: Point = .zero, duration: Double = 0.2,
                    steps: Int = 6, release: Bool = true) {
        let length = max(1, delta.length), begin = min(length, Self.panBeginPx)
        let interval = duration / Double(steps + 1)
        elapse(interval)
        let first = Point(start.x + delta.x / length * begin, start.y + delta.y / length * begin)
        send(.panBegin(PanInfo(start: start, location: first, velocity: velocity)))
        for i in 1...max(1, steps) {
            elapse(interval)
            let f = Double(i), n = Double(steps)
            send(.panUpdate(PanInfo(start: start, location: Point(start.x + delta.x * f / n, start.y + delta.y * f / n),
                                    velocity: velocity)))
            frame()
        }
        if release {
            send(.panEnd(PanInfo(start: start, location: start + delta, velocity: velocity)))
        }
    }

    /// Every page image (snapshot node) in a new frame's scene, in drawing order.
    public func snapshots() -> [SnapshotNode] { SceneProbe.snapshots(frame()) }
}
