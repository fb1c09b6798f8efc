import FlickCore
import FlickKit

/// Drives one component with hand-made gestures on virtual time (60 frames a second): the
/// shared part of the per-component harnesses, which add their own gestures and probes.
open class ComponentHarness {
    public let component: Component
    public var now: Double = 10
    /// `settle` also sleeps through the component's deadlines (e.g. a pinch's end), not only
    /// its animations; off where a deadline is an idle timer (a toolbar's auto-hide).
    public let settlesThroughDeadlines: Bool

    public init(_ component: Component, size: Size, settlesThroughDeadlines: Bool = false) {
        self.component = component
        self.settlesThroughDeadlines = settlesThroughDeadlines
        component.layout(size: size, now: now)
    }

    @discardableResult
    public func send(_ g: Gesture) -> Bool { component.handle(g, now: now) }

    public func key(_ name: String, _ modifiers: Modifiers = []) {
        send(.key(KeyCombo(name, modifiers: modifiers)))
    }

    /// Lets `seconds` pass frame by frame, building a scene each frame.
    public func run(_ seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            now = min(end, now + 1.0 / 60)
            frame()
        }
    }

    /// Advances to `now` and builds the scene, which `record` sees first.
    @discardableResult
    public func frame() -> SceneNode {
        component.advance(to: now)
        let scene = component.scene(at: now)
        record(scene)
        return scene
    }

    /// Hook for a harness that collects something from every frame's scene.
    open func record(_ scene: SceneNode) {}

    /// Runs frames until nothing moves (at most 10 s); returns the time it took.
    @discardableResult
    public func settle() -> Double {
        let start = now
        while now - start < 10 {
            if component.isAnimating(at: now) { run(1.0 / 60); continue }
            guard settlesThroughDeadlines, let d = component.nextDeadline(after: now), d - now < 10 else { break }
            run(max(1.0 / 60, d - now))
        }
        frame()
        return now - start
    }

    /// Press, release and click (or the `count`-th click of a chain) at `p`, without moving.
    public func click(_ p: Point, count: Int = 1) {
        send(.press(p, button: 1, modifiers: []))
        now += 0.05
        send(.release(p, button: 1))
        send(.tap(p, count: count, button: 1, modifiers: []))
    }
}
