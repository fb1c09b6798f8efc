import FlickApp
import Foundation

/// The window's content with `--trace`: a `ComponentHost` (scale 1, pictures decoded by a
/// `PictureStore`) that also prints, one line each on stdout, what a test waits for instead of
/// sleeping, and what a measurement reads:
///
///     ready WINDOW WIDTHxHEIGHT    the first frame is on screen (WINDOW as xdotool writes it)
///     state KEY VALUE              a state value changed (all of them once at the start)
///     frame WORK_MS CPU_MS GAP_MS  a frame: the time spent on it (timers and drawing since the last
///                                  frame), the UI thread's processor time in that work (less when
///                                  other processes took the processor), and the time since the
///                                  previous frame while something moved (0 after a rest)
///     settled                      a frame at rest is on screen
final class TraceContent: WindowContent {
    let host: ComponentHost
    private var published: [String: String] = [:]
    private var ready = false
    private var lastFrame: Double?
    /// Measures the work of a frame (its own clock: a host's time may be virtual).
    private let stopwatch = MonotonicClock()
    private var work = 0.0
    private var cpu = 0.0

    init(_ host: ComponentHost) { self.host = host }

    /// Opens the window and runs `root` in it until it closes; returns the exit status.
    static func run(_ root: any Component, title: String, size: Size) -> Int32 {
        let clock = MonotonicClock()
        do {
            let window = try HostWindow(title: title, size: size, clock: clock)
            let host = ComponentHost(root, size: window.size, now: clock.now)
            host.pictureLoader = PictureStore()
            let content = TraceContent(host)
            return window.run(content, onFirstFrame: { _ in content.windowIsReady(window) })
        } catch {
            FileHandle.standardError.write(Data("PhotoBrowser: \(error)\n".utf8))
            return 1
        }
    }

    private func windowIsReady(_ window: HostWindow) {
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
        publishState()
    }

    func setNeedsDisplay() { host.setNeedsDisplay() }
    func isAnimating(now: Double) -> Bool { host.isAnimating(now: now) }
    func needsDisplay(now: Double) -> Bool { host.needsDisplay(now: now) }
    func nextDeadline(now: Double) -> Double? { host.nextDeadline(now: now) }

    func advance(to now: Double) {
        measure { host.advance(to: now) }
        publishState()
    }

    func render(into buffer: PixelBuffer, now: Double) {
        measure { host.render(into: buffer, now: now) }
    }

    /// Runs `body`, adding its wall time to `work` and the UI thread's processor time to `cpu`.
    private func measure(_ body: () -> Void) {
        let start = stopwatch.now, startCPU = Self.threadCPUTime()
        body()
        work += stopwatch.now - start
        cpu += Self.threadCPUTime() - startCPU
    }

    /// The calling thread's processor time, s.
    private static func threadCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    @discardableResult
    func didPresentFrame(now: Double) -> Bool {
        let atRest = host.didPresentFrame(now: now)
        guard ready else { return atRest }
        let gap = lastFrame.map { (now - $0) * 1000 } ?? 0
        print(String(format: "frame %.2f %.2f %.2f", work * 1000, cpu * 1000, gap))
        work = 0
        cpu = 0
        lastFrame = atRest ? nil : now
        if atRest { print("settled") }
        publishState()
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
