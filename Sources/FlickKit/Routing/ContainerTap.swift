import FlickCore

/// A left-button tap that a container's swipe did not swallow, as the container sees it after
/// its children had it (`ContainerSwipe.usesTap`).
public struct ContainerTap {
    /// Where the tap landed, in the container's coordinates.
    public let location: Point
    /// The child that held the press (nil: none, or a blocker).
    public let pressedChild: (any Component)?
    /// Whether that child used the tap.
    public let childUsedTap: Bool
    /// The time of the tap.
    public let now: Double

    /// A tap at `location` (container coordinates) after `pressedChild` had it.
    public init(location: Point, pressedChild: (any Component)?, childUsedTap: Bool, now: Double) {
        self.location = location
        self.pressedChild = pressedChild
        self.childUsedTap = childUsedTap
        self.now = now
    }
}
