import FlickCore

/// The app side of anything Flick draws into (its own `X11Window`, or a window another program
/// made, see `EmbeddedWindow`): says whether frames are needed and draws them.
///
/// The loop sleeps while the delegate is idle (`isAnimating` false, no `nextDeadline`, nothing to
/// display); while it animates it asks for a frame at the frame rate.
public protocol FrameDelegate: AnyObject {
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
