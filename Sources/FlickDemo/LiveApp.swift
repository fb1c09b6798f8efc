import FlickCore
import FlickX11
import Foundation

/// The interactive app: an `AppController` in a real X window.
public final class LiveApp: WindowDelegate {
    private let app: AppController
    private let window: X11Window
    private let trace: Trace?
    private var presented = false

    /// Opens the window (throws `FlickError` exit 2 when there is no display).
    public init(demo: DemoName, size: Size, fps: Int, scale: Double, trace: Bool) throws {
        let clock = MonotonicClock()
        do {
            window = try X11Window(size: size, title: "Flick", fps: Double(fps), clock: clock)
        } catch let e as X11Error {
            // No display is bad usage (run under X or use record); anything else failed at run time.
            if case .noDisplay = e { throw FlickError.usage("\(e)") }
            throw FlickError.runtime("\(e)")
        }
        app = AppController(demo: demo, size: window.size, scale: scale, now: clock.now)
        let window = self.window
        let closed = traceOutputClosed
        self.trace = trace ? Trace.standardOutput(onClosed: { closed.value = true; window.stop() }) : nil
        app.trace = self.trace
    }

    /// Set when stdout closed under `--trace`: the run then ends with exit code 1.
    private let traceOutputClosed = Flag()

    /// Runs until the window closes; returns the exit code.
    public func run() -> Int32 {
        let code = window.run(delegate: self)
        guard traceOutputClosed.value else { return code }
        FileHandle.standardError.write(Data("flick: standard output was closed, so the --trace lines have no reader; exiting\n".utf8))
        return 1
    }

    private final class Flag { var value = false }

    public func window(_ window: X11Window, received event: WindowEvent, now: Double) {
        switch event {
        case .input(let e): app.handle(e, now: now)
        case .resize(let s): app.resize(to: s, now: now)
        case .expose: app.setNeedsDisplay()
        case .close: window.stop()
        }
    }

    public func isAnimating(now: Double) -> Bool { app.isAnimating(now: now) }

    public func needsDisplay(now: Double) -> Bool { app.needsDisplay(now: now) }

    public func nextDeadline(now: Double) -> Double? { app.nextDeadline(now: now) }

    public func advance(to now: Double) { app.advance(to: now) }

    public func render(into buffer: PixelBuffer, now: Double) { app.render(into: buffer, now: now) }

    public func didPresentFrame(now: Double) {
        if !presented {
            presented = true
            trace?.ready(at: now, window: window.windowID, size: window.size)
            app.traceInitialState(now: now)
        }
        app.didPresentFrame(now: now)
    }
}
