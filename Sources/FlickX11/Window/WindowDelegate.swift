import FlickCore

/// The app side of an `X11Window`: receives its events, says whether frames are needed, draws them.
///
/// The event loop (`EventLoop`) blocks on the X connection with no timer while the delegate
/// is idle (`isAnimating` false, no `nextDeadline`, nothing dirty); while it animates it
/// renders at the frame rate on a timerfd. Pointer motion is coalesced so that at most one
/// `pointerMove` reaches the delegate per frame (button and key events keep their order).
public protocol WindowDelegate: FrameDelegate {
    /// One event; `now` is the loop clock's time.
    func window(_ window: X11Window, received event: WindowEvent, now: Double)
}
