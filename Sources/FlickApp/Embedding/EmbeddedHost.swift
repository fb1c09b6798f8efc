import FlickCore
import FlickKit
import FlickHost
import FlickX11
import Foundation

/// Flick inside an existing X11 program: hosts a root component in a window the program made
/// on its own `Display`, driven from the program's own poll loop. The program needs no Flick
/// or Xlib types beyond the `Display *` it already has and the window's id.
///
/// ```swift
/// let flick = try EmbeddedHost(swiper, display: display, window: UInt(child))
/// while running {
///     try flick.processPending()          // first: takes only its window's events
///     readOwnEvents(display)              // XCheckWindowEvent / XCheckTypedEvent, not XNextEvent
///     var fds = [pollfd(fd: flick.fileDescriptor, events: Int16(POLLIN), revents: 0)]
///     poll(&fds, 1, flick.pollTimeout)    // with the program's own descriptors
/// }
/// ```
///
/// Flick takes only its window's events and its own MIT-SHM completions from Xlib's queue;
/// read all of yours each time round (the timeout is 0 while the queue holds anything).
/// Release the host (or `close()` it) before destroying the window. See `EmbeddedWindow`.
public final class EmbeddedHost: EmbeddedWindowDelegate {
    /// The host of the root component (its state, its scale; `setNeedsDisplay()` after changing
    /// the component from outside).
    public let host: ComponentHost
    /// Called each time a frame reaches the window, with true when it shows the rest state
    /// (drawn with nothing moving, and nothing moves now): the moment to look at the window.
    public var onFramePresented: ((Bool) -> Void)?
    private let window: EmbeddedWindow

    /// Hosts `root` in `window` (an X window id) of `display` (the program's `Display *`).
    /// Throws `X11Error` when the window does not exist, its visual is not 24/32-bit TrueColor,
    /// or no frame buffer can be made.
    public init(_ root: any Component, display: OpaquePointer, window: UInt, scale: Double = 1,
                fps: Double = 60, clock: Clock = MonotonicClock()) throws {
        self.window = try EmbeddedWindow(display: display, window: window, fps: fps, clock: clock)
        host = ComponentHost(root, size: self.window.size, scale: scale, now: clock.now)
    }

    /// The descriptor to watch for reading (the display's connection).
    public var fileDescriptor: Int32 { window.fileDescriptor }

    /// The window's size in pixels.
    public var size: Size { window.size }

    /// Handles what is pending for the window: its queued events, timers, a frame when due.
    /// Call after every wake-up of the program's loop, before it reads its own events.
    /// Throws `X11Error.frameBuffer` when no frame buffer can be made for the window's size.
    public func processPending() throws { try window.processPending(for: self) }

    /// Seconds until `processPending()` is needed again if nothing arrives on the descriptor:
    /// 0 when there is work now (or Xlib's queue holds events), nil when only the descriptor
    /// can bring any. Ask it after reading your own events, just before sleeping.
    public var timeout: Double? { window.timeout(for: self) }

    /// `timeout` as `poll(2)` takes it: whole milliseconds rounded up, -1 for none.
    public var pollTimeout: Int32 {
        guard let seconds = timeout else { return -1 }
        return Int32(min((seconds * 1000).rounded(.up), Double(Int32.max)))
    }

    /// Stops drawing and gives the window back (frees the buffers, restores its event mask).
    public func close() { window.close() }

    // MARK: EmbeddedWindowDelegate

    /// Input, resizes and exposes go to the host.
    public func embeddedWindow(_ window: EmbeddedWindow, received event: WindowEvent, now: Double) {
        switch event {
        case .input(let input): host.handle(input, now: now)
        case .resize(let size): host.resize(to: size, now: now)
        case .expose: host.setNeedsDisplay()
        case .close, .windowManagerChanged: break
        }
    }

    /// The host's answer.
    public func isAnimating(now: Double) -> Bool { host.isAnimating(now: now) }

    /// The host's answer.
    public func needsDisplay(now: Double) -> Bool { host.needsDisplay(now: now) }

    /// The host's deadline.
    public func nextDeadline(now: Double) -> Double? { host.nextDeadline(now: now) }

    /// Advances the host.
    public func advance(to now: Double) { host.advance(to: now) }

    /// Renders the host.
    public func render(into buffer: PixelBuffer, now: Double) { host.render(into: buffer, now: now) }

    /// Tells the host, then `onFramePresented`.
    public func didPresentFrame(now: Double) {
        let rest = host.didPresentFrame(now: now)
        onFramePresented?(rest)
    }
}
