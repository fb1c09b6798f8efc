import FlickCore
import FlickKit

/// The shared part of per-component harnesses: a `ComponentTester` of one component on virtual
/// time (60 frames a second, from 10 s), under the short names the harnesses' tests use. A
/// harness adds its component's own gestures and probes; every frame's scene goes to `record`.
open class ComponentHarness {
    /// The tester that drives the component.
    public let tester: ComponentTester
    /// `settle` also sleeps through the component's deadlines (e.g. a pinch's end), not only
    /// its animations; off where a deadline is an idle timer (a toolbar's auto-hide).
    public let settlesThroughDeadlines: Bool

    /// A harness of `component` in a window of `size`, its clock at 10 s; `settlesThroughDeadlines`
    /// as above.
    public init(_ component: Component, size: Size, settlesThroughDeadlines: Bool = false) {
        tester = ComponentTester(component, size: size, startTime: 10)
        self.settlesThroughDeadlines = settlesThroughDeadlines
        tester.onFrame = { [unowned self] scene in self.record(scene) }
    }

    /// The component under test.
    public var component: Component { tester.root }

    /// The tester's clock; setting it lets time pass without a frame (it never goes back).
    public var now: Double {
        get { tester.now }
        set { tester.elapse(until: newValue) }
    }

    /// Sends a recognized gesture to the component now; returns whether it took it.
    @discardableResult
    public func send(_ g: Gesture) -> Bool { tester.send(g) }

    /// Sends the key `name` with `modifiers` as a gesture now.
    public func key(_ name: String, _ modifiers: Modifiers = []) {
        send(.key(KeyCombo(name, modifiers: modifiers)))
    }

    /// Lets `seconds` pass frame by frame, building a scene each frame.
    public func run(_ seconds: Double) { tester.run(seconds: seconds) }

    /// Advances to `now` and builds the scene, which `record` sees first.
    @discardableResult
    public func frame() -> SceneNode { tester.frame() }

    /// Hook for a harness that collects something from every frame's scene.
    open func record(_ scene: SceneNode) {}

    /// Runs frames until nothing moves (at most 10 s); returns the time it took.
    @discardableResult
    public func settle() -> Double { tester.runToRest(throughDeadlines: settlesThroughDeadlines) }

    /// Press, release and click (or the `count`-th click of a chain) at `p`, without moving.
    public func click(_ p: Point, count: Int = 1) { tester.tap(at: p, count: count) }
}
