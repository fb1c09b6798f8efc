import FlickCore

/// One child of a container as the router sees it: the component and where it sits.
///
/// `frame` is in the container's coordinates; the router hands the child its gestures shifted
/// by the frame's origin (`Gesture.offsetBy`), so the child sees its own coordinates. The frame
/// is only used for hit testing and that shift: the child was laid out by its container.
public struct RoutedChild {
    /// The child component.
    public let component: any Component
    /// Where the child sits, in the container's coordinates.
    public let frame: Rect
    /// False for a child that shows but takes no input (a deck's center while a side is open):
    /// it still hides what lies under it from hit testing, but receives nothing.
    public let isInteractive: Bool
    /// A press on the child goes to it and never to the container's own swipe: a control lying
    /// over the swipe (a toolbar, page dots, a tab bar) takes its press even while the swipe
    /// moves, and a caught swipe lets go (`ComponentRouter.route(_:in:swipe:now:)`).
    public let pressesBypassSwipe: Bool

    /// `component` at `frame` (container coordinates); `isInteractive` false makes it a blocker;
    /// `pressesBypassSwipe` true makes it a control over the container's swipe.
    public init(_ component: any Component, frame: Rect, isInteractive: Bool = true, pressesBypassSwipe: Bool = false) {
        self.component = component
        self.frame = frame
        self.isInteractive = isInteractive
        self.pressesBypassSwipe = pressesBypassSwipe
    }

    /// `gesture` (container coordinates) in the child's coordinates.
    public func local(_ gesture: Gesture) -> Gesture { gesture.offsetBy(frame.x, frame.y) }

    /// Hands `gesture` (container coordinates) to the child in its coordinates; false for a blocker.
    @discardableResult
    public func deliver(_ gesture: Gesture, now: Double) -> Bool {
        guard isInteractive else { return false }
        return component.handle(local(gesture), now: now)
    }
}
