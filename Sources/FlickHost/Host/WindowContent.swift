import FlickCore

/// What a window shows: it takes the window's input, says when frames are needed and draws
/// them. A `ComponentHost` is one; an app can wrap a host to add its own bookkeeping (the demo
/// app's trace). `HostWindow` and `EmbeddedHost` drive one; `now` is always the driver's clock.
public protocol WindowContent: AnyObject {
    /// One input event (window pixels).
    func handle(_ event: InputEvent, now: Double)
    /// The window's new size in pixels.
    func resize(to size: Size, now: Double)
    /// Asks for one more frame (after an expose).
    func setNeedsDisplay()
    /// True while something moves or a button is held: frames come at the frame rate.
    func isAnimating(now: Double) -> Bool
    /// True when a frame must be drawn although nothing animates.
    func needsDisplay(now: Double) -> Bool
    /// The next time to be woken while idle, or nil.
    func nextDeadline(now: Double) -> Double?
    /// Runs timers due by `now`; called before every frame and on deadlines.
    func advance(to now: Double)
    /// Draws the frame for `now` into `buffer` (the window's size).
    func render(into buffer: PixelBuffer, now: Double)
    /// The frames rendered reach the screen in order; call once for each. Returns true when
    /// that frame was drawn with nothing moving and nothing moves now: the screen shows the
    /// rest state.
    @discardableResult
    func didPresentFrame(now: Double) -> Bool
    /// The caret of the focused text input in window pixels, or nil when none has the focus: where
    /// the window's input method places its preedit and candidate window.
    func textInputCaret(now: Double) -> Rect?
}

extension WindowContent {
    /// No text input by default.
    public func textInputCaret(now: Double) -> Rect? { nil }
}
