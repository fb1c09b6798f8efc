import CX11
import FlickCore
import Foundation

/// The window's loop: sleeps in ppoll on the X connection, the frame timer, a signalfd, the
/// stop eventfd, the posted-work eventfd (`PostedWork`) and a `LoopSource`'s descriptors
/// (dispatched after every wake, for at most its timeout); delivers translated events (selection
/// traffic to the window's `X11Clipboard`, whose reads and transfers time out at the timer's
/// deadlines); runs work other threads posted, then draws a frame; draws a frame at once when
/// something changed while idle, and on timer ticks (one per frame) while the delegate animates.
/// While animating, pointer motion is held back and only the latest reaches the delegate,
/// just before the next frame or the next other input event.
final class EventLoop {
    private unowned let window: X11Window
    private let delegate: WindowDelegate
    private let timer: FrameTimer
    private var events: [TranslatedEvent]
    private var pendingMotion: InputEvent?
    /// A frame must be drawn as soon as a buffer is free.
    private var frameDue = true

    init(window: X11Window, delegate: WindowDelegate, initialEvents: [TranslatedEvent]) throws {
        self.window = window
        self.delegate = delegate
        self.events = initialEvents
        timer = try FrameTimer()
    }

    private var display: OpaquePointer { window.display }
    private var clock: Clock { window.clock }

    /// Runs until close, stop or a signal (0) or a lost connection / fatal failure (1).
    func run() -> Int32 {
        let signals: SignalWatcher
        do { signals = try SignalWatcher() } catch {
            StandardError.write("\(error)")
            return 1
        }
        defer {
            // After a signal the watch lasts until the window's display is closed (X11Window.deinit).
            if signals.signaled { window.shutdownWatch = signals } else { signals.restore() }
            timer.disarm()
            window.stopRequest.consume()  // a later `run` starts afresh
        }
        let connection = XConnectionNumber(display)
        let failure = Int16(POLLHUP | POLLERR | POLLNVAL)

        while true {
            events += window.translator.drainQueued()
            let batch = events
            events.removeAll()
            for event in batch where !handle(event) { return 0 }
            window.clipboard.expire(now: clock.now)
            do { try schedule() } catch {
                StandardError.write("\(error)")
                return 1
            }
            XFlush(display)
            // Never sleep on events Xlib has already read into its queue.
            if XEventsQueued(display, QueuedAlready) > 0 { continue }

            var fds = [
                pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                pollfd(fd: timer.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: window.stopRequest.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: PostedWork.shared.fd, events: Int16(POLLIN), revents: 0),
            ]
            let ownCount = fds.count
            let source = window.loopSource
            let wait = source?.prepare()
            fds += wait?.descriptors ?? []
            let polled = EventLoop.poll(&fds, timeout: wait?.timeout)
            source?.dispatch(Array(fds[ownCount...]))
            if polled < 0 {
                if errno == EINTR { continue }
                StandardError.write("ppoll failed: \(String(cString: strerror(errno)))")
                return 1
            }
            if fds[2].revents != 0 {
                _ = signals.consume()
                return 0
            }
            if fds[3].revents != 0 {
                window.stopRequest.consume()
                return 0
            }
            if fds[4].revents != 0 || PostedWork.shared.fd < 0, PostedWork.shared.runPending() {
                // What the work changed is drawn (after pending input and timers, in `schedule`).
                frameDue = true
            }
            if fds[1].revents != 0 {
                switch timer.consume() {
                case .periodic: frameDue = true
                case .deadline: delegate.advance(to: clock.now)
                case .off: break
                }
            }
            if fds[0].revents & failure != 0 {
                XErrorTrap.reportLostConnection()
                return 1
            }
        }
    }

    /// ppoll on `fds` for at most `timeout` seconds (nil: until one is ready); ppoll's result.
    private static func poll(_ fds: inout [pollfd], timeout: Double?) -> Int32 {
        guard let timeout else { return ppoll(&fds, nfds_t(fds.count), nil, nil) }
        let clamped = min(max(0, timeout), 86_400)
        var limit = timespec(tv_sec: Int(clamped), tv_nsec: Int((clamped - clamped.rounded(.down)) * 1e9))
        return ppoll(&fds, nfds_t(fds.count), &limit, nil)
    }

    /// Handles one event; false when the window was asked to close.
    private func handle(_ event: TranslatedEvent) -> Bool {
        switch event {
        case .selection(let selection):
            window.clipboard.handle(selection)
        case .presentCompleted(let segment):
            if window.presenter.completed(shmseg: segment) { delegate.didPresentFrame(now: clock.now) }
        case .mapped, .moved:
            followRefresh()
        case .displaysChanged:
            window.translator.displayRefresh?.reload()
            followRefresh()
        case .windowManagerChanged:
            guard window.refreshWindowManager() else { break }
            // Maximized, restored, or the compositor came or went: the shadow may come or go.
            let contentSize = window.size
            if window.refreshFrame() {
                frameDue = true
                flushMotion()
                if window.size != contentSize { deliver(.resize(window.size)) }
            }
            deliver(.windowManagerChanged)
        case .window(.input(let windowInput)):
            // The resize arrows over a self-decorated window's edges follow the pointer at once.
            if case .pointerMove(let move) = windowInput { window.followPointer(to: move.location, button: move.button) }
            // The content's coordinates: the window's less its shadow, when it draws one.
            let input = window.frame.hasShadow ? windowInput.offsetBy(window.frame.contentPoint(.zero)) : windowInput
            if case .pointerDown(let press) = windowInput, press.button == 1, let edge = window.resizeEdge(at: press.location) {
                // A left press on the edge of a window that decorates itself: the window manager resizes it.
                flushMotion()
                window.beginResize(from: edge)
            } else if case .pointerMove = input, timer.mode == .periodic {
                pendingMotion = input
            } else {
                flushMotion()
                deliver(.input(input))
            }
        case .window(.resize(let windowSize)):
            let size = window.windowDidResize(to: windowSize)
            frameDue = true
            followRefresh()
            flushMotion()
            deliver(.resize(size))
        case .window(.expose):
            if !window.presenter.presentAgain() { frameDue = true }
            deliver(.expose)
        case .window(.windowManagerChanged):
            deliver(.windowManagerChanged)
        case .window(.close):
            flushMotion()
            deliver(.close)
            return false
        case .destroyed:
            window.isDestroyed = true
            StandardError.write("the window was destroyed by another program; exiting")
            pendingMotion = nil
            deliver(.close)
            return false
        }
        return true
    }

    /// Sets the timer for what the delegate is doing and draws a frame when one is due.
    private func schedule() throws {
        var now = clock.now
        var animating = delegate.isAnimating(now: now)
        if !animating, pendingMotion != nil {
            flushMotion()
            now = clock.now
            animating = delegate.isAnimating(now: now)
        }
        if animating {
            if timer.mode != .periodic {
                timer.startPeriodic(interval: 1 / window.fps)
                frameDue = true  // the first frame of a motion goes out at once
            }
        } else {
            if delegate.needsDisplay(now: now) { frameDue = true }
            // A clipboard read or transfer under way has a deadline of its own.
            let deadlines = [delegate.nextDeadline(now: now), window.clipboard.nextDeadline].compactMap { $0 }
            if let deadline = deadlines.min() {
                timer.arm(deadline: deadline, now: now)
            } else {
                timer.disarm()
            }
        }
        if frameDue { try drawFrame() }
    }

    /// Paces frames to the refresh rate of the monitor the window is on now (unless the app fixed a rate).
    private func followRefresh() {
        if window.followDisplayRefresh() { timer.retune(interval: 1 / window.fps) }
    }

    /// advance + render + present, if a buffer is free (else a ShmCompletion wakes the loop).
    /// `didPresentFrame` follows once the server has drawn the frame (its ShmCompletion).
    private func drawFrame() throws {
        guard let buffer = try window.presenter.beginFrame() else { return }
        flushMotion()
        let now = clock.now
        delegate.advance(to: now)
        delegate.render(into: buffer, now: now)
        frameDue = false
        if window.presenter.present() { delegate.didPresentFrame(now: clock.now) }
    }

    private func flushMotion() {
        guard let motion = pendingMotion else { return }
        pendingMotion = nil
        deliver(.input(motion))
    }

    private func deliver(_ event: WindowEvent) {
        delegate.window(window, received: event, now: clock.now)
    }
}
