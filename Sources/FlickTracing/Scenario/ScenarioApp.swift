import FlickHost
import FlickCore
import FlickKit

/// What a scenario drives: a host of a root component on virtual time, with the state it
/// publishes and the title of its window. A `ComponentHost` is one as it is (its root's state, no
/// title); an app adds what it publishes beside its root's (the demo app adds `demo`).
public protocol ScenarioApp: AnyObject {
    /// The host whose root the scenario drives (its semantics tree, tooltips, gestures).
    var host: ComponentHost { get }
    /// The published state now (`expect` reads it).
    var state: [String: String] { get }
    /// The window title (the semantics tree's window node is named after it).
    var title: String { get }
    /// One input event at `now` (seconds of virtual time).
    func handle(_ event: InputEvent, now: Double)
    /// Runs timers and animations up to `now`.
    func advance(to now: Double)
    /// True until everything that will show without new input has shown (`settle` waits for it).
    func isSettling(now: Double) -> Bool
    /// A new window size.
    func resize(to size: Size, now: Double)
    /// Draws the frame for `now`.
    func render(into buffer: PixelBuffer, now: Double)
}

extension ComponentHost: ScenarioApp {
    /// Itself.
    public var host: ComponentHost { self }
    /// Its root's state.
    public var state: [String: String] { root.state }
    /// None: a bare host has no window title.
    public var title: String { "" }
    /// Something moves, a button is held, or a tooltip waits to show.
    public func isSettling(now: Double) -> Bool { isAnimating(now: now) || isTooltipPending }
}
