import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// Bursts of window resizes while something animates (issue 13, item 1): `settled` must still
/// come for every later input. Frames drawn into buffers a resize replaced used to lose their
/// presentation report, which shifted the frame-at-rest bookkeeping for good.
final class LiveResizeDuringAnimationTests: XCTestCase {
    /// Bursts per demo; each is followed by two inputs that must each end in `settled`.
    static let repetitions = 8
    /// Window sizes the bursts cycle through (all fit the 1280x800 Xvfb screen).
    static let sizes = [(1000, 690), (900, 600), (1024, 700), (800, 560), (960, 640)]

    private func run(demo: String, keys: [String]) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try LiveFlick(["--demo", demo], server: server,
                                environment: ["FONTCONFIG_FILE": try FontPinning.writeConfig()])
        defer { _ = app.stop() }
        let window = try app.waitReady()
        try app.waitSettled(after: 0)
        for rep in 0..<Self.repetitions {
            // An animating key, then five resizes about 30 ms apart while it runs.
            var args = ["key", keys[rep % keys.count]]
            for k in 0..<5 {
                let (w, h) = Self.sizes[(rep + k) % Self.sizes.count]
                args += ["sleep", "0.03", "windowsize", window, "\(w)", "\(h)"]
            }
            let burst = app.count
            try app.xdotool(args)
            try app.waitSettled(after: burst)
            // Every later input must be closed by a `settled` line.
            for k in 1...2 {
                let mark = app.count
                try app.xdotool(["key", keys[(rep + k) % keys.count]])
                do { try app.waitSettled(after: mark) } catch {
                    XCTFail("\(demo): no settled after a key following resize burst \(rep + 1): \(error)")
                    return
                }
            }
        }
    }

    func testSlidesSettleAfterEveryInputFollowingResizesDuringAReplace() throws {
        try run(demo: "slides", keys: ["r"])
    }

    func testTheSwiperSettlesAfterEveryInputFollowingResizesDuringASwipe() throws {
        try run(demo: "swiper", keys: ["Right"])
    }

    func testTheMuseumSettlesAfterEveryInputFollowingResizesDuringPaging() throws {
        try run(demo: "museum", keys: ["Next", "Prior"])
    }
}
