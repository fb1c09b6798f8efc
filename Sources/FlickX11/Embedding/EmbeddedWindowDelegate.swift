import FlickCore

/// The app side of an `EmbeddedWindow`: receives the window's events, says whether frames are
/// needed and draws them (as a `WindowDelegate` does for Flick's own `X11Window`).
public protocol EmbeddedWindowDelegate: FrameDelegate {
    /// One event of the embedded window; `now` is the window clock's time. `.close` never comes:
    /// closing is the embedding program's business.
    func embeddedWindow(_ window: EmbeddedWindow, received event: WindowEvent, now: Double)
}
