import FlickCore

/// Anything that lays itself out, handles gestures, draws a scene and publishes state:
/// the unit every Flick component (swiper, carousel, deck, …) and control implements.
///
/// Coordinates are the component's own: (0,0) is its top-left corner. A parent that
/// places a child at (x, y) passes `gesture.offsetBy(x, y)` and translates its scene.
/// Time is the injected clock's, in seconds; components never read a clock themselves.
public protocol Component: AnyObject {
    /// Lays out for `size`. Called before the first frame and on every resize (relayout, never stretch).
    func layout(size: Size, now: Double)
    /// Handles one gesture; returns true when it consumed it.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool
    /// Processes timers due by `now` (e.g. a toolbar's auto-hide). Called before every frame and on deadlines.
    func advance(to now: Double)
    /// The scene at `now`.
    func scene(at now: Double) -> SceneNode
    /// True while something moves, so the host keeps producing frames.
    func isAnimating(at now: Double) -> Bool
    /// The next time `advance(to:)` has work while nothing animates, or nil (then nothing wakes the process).
    func nextDeadline(after now: Double) -> Double?
    /// Published state values (DESIGN.md §6): the settled target state, as strings.
    var state: [String: String] { get }
}

extension Component {
    public func advance(to now: Double) {}
    public func nextDeadline(after now: Double) -> Double? { nil }
}
