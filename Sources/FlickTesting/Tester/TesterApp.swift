import FlickCore
import FlickHost
import FlickTracing

/// The app a `ComponentTester`'s scenario runner drives: the tester's host on the tester's clock.
/// The runner counts whole frames from 0; the tester's clock also moves between frames (a gesture
/// sent 50 ms after the last, a start at 10 s), so every time the runner passes on is moved by
/// `offset`, the time the tester has added of its own. One clock, never going back.
final class TesterApp: ScenarioApp {
    let host: ComponentHost
    /// Seconds added to the runner's time: the start time plus what `elapse` let pass.
    var offset: Double

    init(host: ComponentHost, offset: Double) {
        self.host = host
        self.offset = offset
    }

    var state: [String: String] { host.root.state }
    var title: String { "" }
    func handle(_ event: InputEvent, now: Double) { host.handle(event, now: now + offset) }
    func advance(to now: Double) { host.advance(to: now + offset) }
    func isSettling(now: Double) -> Bool { host.isSettling(now: now + offset) }
    func resize(to size: Size, now: Double) { host.resize(to: size, now: now + offset) }
    func render(into buffer: PixelBuffer, now: Double) { host.render(into: buffer, now: now + offset) }
}
