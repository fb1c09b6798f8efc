import FlickApp
import Foundation

/// The window's content with `--trace`: a `ComponentHost` that also prints, one line each on
/// stdout, what a test waits for instead of sleeping:
///
///     ready WINDOW WIDTHxHEIGHT    the first frame is on screen (WINDOW as xdotool writes it)
///     state KEY VALUE              a state value changed (all of them once at the start)
///     settled                      a frame at rest is on screen after input, a resize or a change
///
/// Hovering alone does not count as input for `settled`.
final class TraceContent: WindowContent {
    let host: ComponentHost
    private var published: [String: String] = [:]
    /// Something happened that a `settled` line must follow.
    private var pending = true
    private var ready = false

    init(_ host: ComponentHost) {
        self.host = host
        host.onGesture = { [weak self] gesture, _ in
            switch gesture {
            case .hover, .leave: break
            default: self?.pending = true
            }
        }
    }

    /// Prints `ready` for `window` (call when its first frame is on screen).
    func windowIsReady(_ window: HostWindow) {
        ready = true
        print("ready \(window.windowID) \(Int(window.size.width))x\(Int(window.size.height))")
        publishState()
    }

    func handle(_ event: InputEvent, now: Double) {
        host.handle(event, now: now)
        publishState()
    }

    func resize(to size: Size, now: Double) {
        host.resize(to: size, now: now)
        pending = true
        publishState()
    }

    func setNeedsDisplay() { host.setNeedsDisplay() }
    func isAnimating(now: Double) -> Bool { host.isAnimating(now: now) }
    func needsDisplay(now: Double) -> Bool { host.needsDisplay(now: now) }
    func nextDeadline(now: Double) -> Double? { host.nextDeadline(now: now) }

    func advance(to now: Double) {
        host.advance(to: now)
        publishState()
    }

    func render(into buffer: PixelBuffer, now: Double) { host.render(into: buffer, now: now) }

    @discardableResult
    func didPresentFrame(now: Double) -> Bool {
        let atRest = host.didPresentFrame(now: now)
        if atRest && pending && ready {
            pending = false
            print("settled")
        }
        return atRest
    }

    /// Prints the state values that changed since the last call, in key order.
    private func publishState() {
        guard ready else { return }
        let state = host.root.state
        for key in state.keys.sorted() where state[key] != published[key] {
            print("state \(key) \(state[key]!)")
        }
        published = state
    }

    /// One line on stdout, written at once (stdout may be a pipe).
    private func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
