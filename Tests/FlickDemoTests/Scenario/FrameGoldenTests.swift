import FlickCairo
import FlickCore
import FlickKit
import FlickTestSupport
import Foundation
import XCTest
@testable import FlickDemo

/// Golden frames of continuous input (issue 10) rendered from the real app on virtual time:
/// the same `AppController` and renderer as `flick record`, with the gestures the touchpad and
/// touch recognizer delivers handed to the demo directly (so these goldens do not depend on the
/// scenario commands `pinch` and `swipe`). Compared with Tests/Goldens/expected/NAME/SHOT.png
/// with `GoldenTests`' mid-animation tolerance; `make goldens` (FLICK_UPDATE_GOLDENS=1)
/// re-records them, FLICK_GOLDEN_FILTER limits them by name as for the scenarios.
final class FrameGoldenTests: XCTestCase {
    private var updating: Bool { ProcessInfo.processInfo.environment["FLICK_UPDATE_GOLDENS"] == "1" }
    private var filter: String { ProcessInfo.processInfo.environment["FLICK_GOLDEN_FILTER"] ?? "" }

    /// The demo at `size`, its app clock at frame `frame` of 60 a second.
    private final class Rig {
        let app: AppController
        let size: Size
        var frame = 0
        var now: Double { Double(frame) / 60 }
        init(_ demo: DemoName, size: Size) {
            self.size = size
            app = AppController(demo: demo, size: size, now: 0)
            app.advance(to: 0)
        }
        func send(_ g: Gesture) { app.root.handle(g, now: app.componentTime(now)) }
        func step(_ n: Int = 1) {
            for _ in 0..<n { frame += 1; app.advance(to: now) }
        }
    }

    private func check(_ rig: Rig, name: String, shot: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard name.hasPrefix(filter) else { return }
        try FontPinning.pin()
        defer { FontMap.releaseDefault() }
        rig.app.advance(to: rig.now)
        let buffer = OffscreenBuffer(width: Int(rig.size.width), height: Int(rig.size.height))
        rig.app.render(into: buffer.buffer, now: rig.now)
        let out = PackagePaths.freshOutput("frame-goldens/\(name)")
        let actual = out + "/\(shot).png", expectedDir = PackagePaths.goldens + "/expected/" + name
        let expected = expectedDir + "/\(shot).png"
        try PNGWriter.write(buffer.buffer, to: actual)
        if updating {
            try FileManager.default.createDirectory(atPath: expectedDir, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: expected)
            try FileManager.default.copyItem(atPath: actual, toPath: expected)
            return
        }
        guard FileManager.default.fileExists(atPath: expected) else {
            return XCTFail("no golden \(expected); run 'make goldens ONLY=\(name)' and review the new PNG", file: file, line: line)
        }
        let diff = out + "/\(shot).diff.png"
        let c = try ImageComparison.compare(expected: expected, actual: actual, tolerance: GoldenTests.midAnimationTolerance,
                                            diffPath: diff)
        XCTAssertTrue(c.matches, "\(name) \(shot): \(c.summary)\n  expected: \(expected)\n  actual:   \(actual)\n  diff:     \(diff)",
                      file: file, line: line)
    }

    /// Two fingers on the touchpad have moved 120 px to the left over ten frames and rest there:
    /// the swiper's page has moved 120 × 1024/400 = 307.2 px, the next page coming in.
    func testTouchpadSwiperMidSwipe() throws {
        let rig = Rig(.swiper, size: Size(1024, 700))
        let swiper = try XCTUnwrap(FrameGoldenTests.find(Swiper.self, in: rig.app.root))
        let start = Point(512, 350)
        rig.send(.press(start, button: 1, modifiers: []))
        for k in 1...10 {
            let info = PanInfo(start: start, location: Point(start.x - 12 * Double(k), start.y), velocity: Point(-720, 0),
                               anchor: start, source: .touchpad)
            rig.send(k == 1 ? .panBegin(info) : .panUpdate(info))
            rig.step()
        }
        XCTAssertEqual(swiper.progress(now: rig.app.componentTime(rig.now)), 120.0 / 400, accuracy: 1e-9)
        try check(rig, name: "touchpad-swiper", shot: "mid-touchpad-swipe")
    }

    /// A touchpad pinch spreading over a museum tile, at 1.35 × with the fingers drifted by
    /// (20, −12) px: the picture is drawn 1.35 × its tile's size around the fingers.
    func testPinchMuseumMidPinch() throws {
        let rig = Rig(.museum, size: Size(1280, 800))
        let museum = try XCTUnwrap(rig.app.root as? Museum)
        let grid = museum.activeBrowser.grid
        let f = try XCTUnwrap(grid.pictureFrame(ofItem: 5, now: rig.now))
        var p = PinchStream(at: Point(f.minX + f.width * 0.4, f.minY + f.height * 0.6))
        rig.send(p.begin())
        for k in 1...12 {
            let t = Double(k) / 12
            rig.send(p.update(scale: 1 + 0.35 * t, center: Point(p.startCenter.x + 20 * t, p.startCenter.y - 12 * t),
                              velocity: 1.75))
            rig.step()
        }
        let z = try XCTUnwrap(grid.pictureFrame(ofItem: 5, now: rig.app.componentTime(rig.now)))
        XCTAssertEqual(z.width / f.width, 1.35, accuracy: 1e-9)
        XCTAssertEqual(museum.state["museum.detail"], "none")
        try check(rig, name: "pinch-museum", shot: "mid-pinch")
    }

    /// A touchpad pinch in on the carousel's page, at 0.8 ×: the page shrinks towards its card
    /// with its neighbours coming in at the sides, the presentation not yet committed.
    func testPinchCarouselMidPinch() throws {
        let rig = Rig(.carousel, size: Size(1024, 700))
        let carousel = try XCTUnwrap(FrameGoldenTests.find(PageCarousel.self, in: rig.app.root))
        var p = PinchStream(at: Point(512, 330))
        rig.send(p.begin())
        for k in 1...12 {
            rig.send(p.update(scale: 1 - 0.2 * Double(k) / 12, velocity: -1))
            rig.step()
        }
        XCTAssertEqual(carousel.state["carousel.presenting"], "false")
        XCTAssertGreaterThan(carousel.zoomProgress(now: rig.now), 0)
        try check(rig, name: "pinch-carousel", shot: "mid-pinch")
    }

    /// The first component of type `T` in `root` (the root itself, or a known container's child).
    static func find<T>(_ type: T.Type, in root: any Component) -> T? {
        if let t = root as? T { return t }
        if let v = root as? CarouselDemoView { return v.carousel as? T }
        return nil
    }
}
