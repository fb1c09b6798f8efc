import CX11
import FlickCore
import Foundation

/// A window that another X11 program made on its own `Display`, drawn by Flick and driven from
/// that program's poll loop instead of Flick's own (`X11Window` runs its own loop).
///
/// The program's loop: call `processPending(for:)` (before reading your own events), then read
/// all of your own events, then sleep in poll(2) on `fileDescriptor` (for reading) and your own
/// descriptors for at most `timeout(for:)`. Flick takes only this window's events and the
/// completions of its own MIT-SHM puts from Xlib's queue (with `XCheckIfEvent`), so every other
/// event stays there for the program; read yours with calls that name your windows or event
/// types (`XCheckWindowEvent`, `XCheckTypedEvent`, `XCheckIfEvent`), not `XNextEvent`, which
/// would also take this window's. The timeout is 0 while Xlib's queue holds anything, so leave
/// nothing of yours there. Use the window on the thread that owns the display. Keyboard
/// mapping changes (`MappingNotify`) and client messages stay the program's to handle. Drawing is as in `X11Window`: MIT-SHM with two
/// buffers, or XPutImage without it (FLICK_NO_SHM=1 forces that). Xlib error handlers stay the
/// program's. Call `close()` (or release the window) before destroying the X window. Input comes
/// as core events (no XInput 2: XI2 selections belong to a client and a window, and Flick shares
/// the program's connection, so selecting them would replace the program's own).
public final class EmbeddedWindow {
    /// The X window id.
    public let windowID: UInt
    /// The window's size in pixels; updated before the delegate receives `.resize`.
    public private(set) var size: Size
    /// True when frames go through MIT-SHM shared memory; false on the XPutImage fallback.
    public var usesSharedMemory: Bool { presenter.usesSharedMemory }
    /// The descriptor to watch for reading (the display's connection).
    public var fileDescriptor: Int32 { XConnectionNumber(display) }

    private let display: OpaquePointer
    private let clock: Clock
    /// Seconds between frames while the delegate animates.
    private let frameInterval: Double
    private let translator: EventTranslator
    private let presenter: Presenter
    /// The event mask the program had selected on the window (restored by `close`).
    private let programEventMask: Int
    private var pendingMotion: InputEvent?
    /// A frame must be drawn as soon as a buffer is free.
    private var frameDue = true
    /// Every buffer is still being read by the server; its ShmCompletion arrives on the descriptor.
    private var waitingForBuffer = false
    /// While the delegate animates: when the next frame is due (else nil).
    private var nextFrameAt: Double?
    /// While idle: the delegate's next deadline.
    private var deadline: Double?
    private var closed = false

    /// The events Flick selects on the window, added to the program's own selection.
    private static let eventMask = KeyPressMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
        | LeaveWindowMask | StructureNotifyMask | ExposureMask

    /// Takes over drawing `window` on `display` (an Xlib `Display *`, as the program opened it).
    /// The window's visual must be 24- or 32-bit TrueColor with masks 0xff0000/0xff00/0xff (the
    /// default visual of a usual screen). Throws `X11Error` when the window does not exist, its
    /// visual does not fit or no frame buffer can be made.
    public init(display: OpaquePointer, window: UInt, fps: Double = 60, clock: Clock) throws {
        var attributes = XWindowAttributes()
        var status: Int32 = 0
        let refused = window == 0 || XErrorTrap.failed(display) {
            status = XGetWindowAttributes(display, Window(window), &attributes)
        }
        guard !refused, status != 0, let visual = attributes.visual else { throw X11Error.badWindow(window) }
        guard VisualChoice.fits(visual, depth: attributes.depth) else {
            throw X11Error.unsupportedVisual("window 0x\(String(window, radix: 16)) has depth \(attributes.depth), "
                + "not a 24/32-bit TrueColor visual with masks 0xff0000/0xff00/0xff; create it with such a visual")
        }
        let width = Int(max(attributes.width, 1)), height = Int(max(attributes.height, 1))
        let noShm = ProcessInfo.processInfo.environment["FLICK_NO_SHM"].map { !$0.isEmpty && $0 != "0" } ?? false
        let presenter = try Presenter(display: display, window: Window(window), visual: visual,
                                      depth: attributes.depth, width: width, height: height,
                                      allowSharedMemory: !noShm)
        let completionType = presenter.usesSharedMemory ? XShmGetEventBase(display) + Int32(ShmCompletion) : nil
        translator = EventTranslator(display: display, window: Window(window), clock: clock, width: width,
                                     height: height, wmProtocols: 0, wmDeleteWindow: 0, netWmPing: 0,
                                     shmCompletionType: completionType)
        self.presenter = presenter
        self.display = display
        self.windowID = window
        self.clock = clock
        self.size = Size(Double(width), Double(height))
        frameInterval = 1 / (fps.isFinite && fps > 0 ? min(fps, 1000) : 60)
        programEventMask = attributes.your_event_mask
        XSelectInput(display, Window(window), programEventMask | EmbeddedWindow.eventMask)
        XFlush(display)
    }

    deinit { close() }

    /// Gives the window back: frees the frame buffers and restores the program's event mask.
    /// Nothing is drawn afterwards. Safe to call twice, and after the X window was destroyed.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = XErrorTrap.failed(display) {
            presenter.close()
            XSelectInput(display, Window(windowID), programEventMask)
        }
        // The syncs brought every completion of frames in flight; leave none in the program's queue.
        _ = translator.drainQueuedForWindow()
    }

    /// Handles what is pending: this window's queued events (input reaches the delegate), a due
    /// deadline, and a frame when one is due. Call it whenever `fileDescriptor` is readable or
    /// `timeout(for:)` has passed; calling it more often does no harm.
    /// Throws `X11Error.frameBuffer` when no frame buffer can be made for the window's size.
    public func processPending(for delegate: EmbeddedWindowDelegate) throws {
        guard !closed else { return }
        for event in translator.drainQueuedForWindow() { handle(event, delegate) }
        let now = clock.now
        if let at = nextFrameAt, now >= at {
            frameDue = true
            // One frame for every tick that passed, as the frame timer does.
            nextFrameAt = at + ((now - at) / frameInterval + 1).rounded(.down) * frameInterval
        } else if let deadline, now >= deadline {
            self.deadline = nil
            delegate.advance(to: now)
        }
        try schedule(delegate)
        XFlush(display)
    }

    /// How long the program may sleep before calling `processPending(for:)` again when nothing
    /// arrives on `fileDescriptor`, in seconds: 0 when there is work now, nil when only the
    /// descriptor can bring any. Ask it after reading your own events, just before sleeping:
    /// it is 0 while Xlib's queue holds any event, because events already read from the
    /// connection (by your reads or Flick's) never make the descriptor readable again.
    public func timeout(for delegate: EmbeddedWindowDelegate) -> Double? {
        guard !closed else { return nil }
        if XEventsQueued(display, QueuedAlready) > 0 { return 0 }
        let now = clock.now
        if delegate.isAnimating(now: now) {
            guard let at = nextFrameAt else { return 0 }
            return max(0, at - now)
        }
        if pendingMotion != nil { return 0 }
        if (frameDue || delegate.needsDisplay(now: now)) && !waitingForBuffer { return 0 }
        guard let next = delegate.nextDeadline(now: now) else { return nil }
        return max(0, next - now)
    }

    private func handle(_ event: TranslatedEvent, _ delegate: EmbeddedWindowDelegate) {
        switch event {
        case .presentCompleted(let segment):
            waitingForBuffer = false
            if presenter.completed(shmseg: segment) { delegate.didPresentFrame(now: clock.now) }
        case .mapped, .moved, .displaysChanged:
            break  // the embedding program chose the frame rate
        case .windowManagerChanged, .window(.windowManagerChanged):
            break  // the embedding program's window is the managed one
        case .selection:
            break  // the embedding program owns its selections (none of this window's are taken)
        case .destroyed:
            // The program destroyed its window: nothing more can be drawn there.
            flushMotion(delegate)
            deliver(.close, delegate)
        case .window(.input(let input)):
            if case .pointerMove = input, nextFrameAt != nil {
                pendingMotion = input
            } else {
                flushMotion(delegate)
                deliver(.input(input), delegate)
            }
        case .window(.resize(let newSize)):
            size = newSize
            presenter.resize(width: Int(newSize.width), height: Int(newSize.height))
            frameDue = true
            flushMotion(delegate)
            deliver(.resize(newSize), delegate)
        case .window(.expose):
            if !presenter.presentAgain() { frameDue = true }
            deliver(.expose, delegate)
        case .window(.close):
            flushMotion(delegate)
            deliver(.close, delegate)
        }
    }

    /// Follows what the delegate is doing (frames at the frame rate while it animates, its
    /// deadline while idle) and draws a frame when one is due.
    private func schedule(_ delegate: EmbeddedWindowDelegate) throws {
        var now = clock.now
        var animating = delegate.isAnimating(now: now)
        if !animating, pendingMotion != nil {
            flushMotion(delegate)
            now = clock.now
            animating = delegate.isAnimating(now: now)
        }
        if animating {
            deadline = nil
            if nextFrameAt == nil {
                nextFrameAt = now + frameInterval
                frameDue = true  // the first frame of a motion goes out at once
            }
        } else {
            nextFrameAt = nil
            if delegate.needsDisplay(now: now) { frameDue = true }
            deadline = delegate.nextDeadline(now: now)
        }
        if frameDue { try drawFrame(delegate) }
    }

    /// advance + render + present, if a buffer is free (else its ShmCompletion wakes the program).
    private func drawFrame(_ delegate: EmbeddedWindowDelegate) throws {
        guard let buffer = try presenter.beginFrame() else {
            waitingForBuffer = true
            return
        }
        flushMotion(delegate)
        let now = clock.now
        delegate.advance(to: now)
        delegate.render(into: buffer, now: now)
        frameDue = false
        if presenter.present() { delegate.didPresentFrame(now: clock.now) }
    }

    private func flushMotion(_ delegate: EmbeddedWindowDelegate) {
        guard let motion = pendingMotion else { return }
        pendingMotion = nil
        deliver(.input(motion), delegate)
    }

    private func deliver(_ event: WindowEvent, _ delegate: EmbeddedWindowDelegate) {
        delegate.embeddedWindow(self, received: event, now: clock.now)
    }
}
