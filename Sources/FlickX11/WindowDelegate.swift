import FlickCore

/// The app side of a window: receives events, says whether frames are needed, draws them.
///
/// The event loop (`EventLoop`) blocks on the X connection with no timer while the delegate
/// is idle (`isAnimating` false, no `nextDeadline`, nothing dirty); while it animates it
/// renders at the frame rate on a timerfd. Pointer motion is coalesced so that at most one
/// `pointerMove` reaches the delegate per frame (button and key events keep their order).
public protocol WindowDelegate: AnyObject {
    /// One event; `now` is the loop clock's time.
    func window(_ window: X11Window, received event: WindowEvent, now: Double)
    /// True while an animation or a drag runs: frames keep coming at the frame rate.
    func isAnimating(now: Double) -> Bool
    /// True when something changed since the last frame and one frame must be drawn.
    func needsDisplay(now: Double) -> Bool
    /// The next time the delegate must be woken while idle (long press, auto-hide), or nil.
    func nextDeadline(now: Double) -> Double?
    /// Called when the loop wakes for a deadline or a frame, before `render`.
    func advance(to now: Double)
    /// Draws the frame for `now` into `buffer` (the window's current size).
    func render(into buffer: PixelBuffer, now: Double)
    /// The frame just drawn is on the window: with MIT-SHM called when its ShmCompletion
    /// arrives (the server has drawn it), else right after XPutImage (the first one synced).
    /// First call = the `ready` moment.
    func didPresentFrame(now: Double)
}
