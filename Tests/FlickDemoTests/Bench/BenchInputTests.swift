import FlickCore
@testable import FlickDemo
import XCTest

/// `flick bench --input`: a touchpad stroke has the mouse stroke's finger travel, and both turn
/// the swiper forward and back (a touchpad's travel is normalised: 400 px of fingers is a page).
final class BenchInputTests: XCTestCase {
    private func pagesTurned(by input: BenchInput) -> [String?] {
        let size = Size(1280, 800)
        let app = AppController(demo: .swiper, size: size, pages: 10, now: 0)
        var frame = 0
        var indices: [String?] = []
        for stroke in 0..<2 {
            let (a, b) = stroke == 0 ? (size.width * 0.75, size.width * 0.25) : (size.width * 0.25, size.width * 0.75)
            for k in 0..<(Bench.dragFrames + Bench.releaseFrames) {
                frame += 1
                let now = Double(frame) / 60
                for e in Bench.events(input, frame: k, from: a, to: b, y: 400, time: now) { app.handle(e, now: now) }
                app.advance(to: now)
            }
            // Let the settle finish before reading the state.
            for _ in 0..<120 { frame += 1; app.advance(to: Double(frame) / 60) }
            indices.append(app.state["swiper.index"])
        }
        return indices
    }

    func testTheFingersTravelAsTheMouseDoes() {
        var mouse = 0.0, fingers = 0.0
        for k in 0..<Bench.dragFrames {
            for e in Bench.events(.mouse, frame: k, from: 960, to: 320, y: 400, time: 0) {
                if case .pointerMove(let p) = e, k > 0 { mouse = p.location.x - 960 }
            }
            for e in Bench.events(.touchpad, frame: k, from: 960, to: 320, y: 400, time: 0) {
                if case .smoothScroll(let s) = e { fingers -= s.delta.x; XCTAssertEqual(s.device, .touchpad) }
            }
        }
        XCTAssertEqual(mouse, -640, accuracy: 1e-9)
        XCTAssertEqual(fingers, -640, accuracy: 1e-9)
        XCTAssertTrue(Bench.events(.touchpad, frame: Bench.dragFrames, from: 960, to: 320, y: 400, time: 0).isEmpty)
    }

    func testATouchpadStrokeTurnsTheSwiperForwardAndBackAsADragDoes() {
        XCTAssertEqual(pagesTurned(by: .mouse), ["1", "0"])
        let touchpad = pagesTurned(by: .touchpad)
        XCTAssertNotEqual(touchpad.first, "0", "the first touchpad stroke turns the swiper forward")
        XCTAssertEqual(touchpad.last, "0", "the second one brings it back")
    }

    func testAnUnknownInputNamesTheChoices() {
        XCTAssertThrowsError(try BenchInput.parse("pen")) { error in
            XCTAssertTrue("\(error)".contains("mouse, touchpad"), "\(error)")
        }
        XCTAssertEqual(try BenchInput.parse("touchpad"), .touchpad)
        XCTAssertEqual(try BenchInput.parse("grid"), .grid)
    }

    func testTheGridsStrokesAreMouseDragsDownTheColumn() {
        var points: [Point] = []
        for k in 0..<Bench.dragFrames {
            for e in Bench.events(.grid, frame: k, from: 600, to: 200, y: 640, time: 0) {
                switch e {
                case .pointerDown(let p), .pointerMove(let p), .pointerUp(let p): points.append(p.location)
                default: XCTFail("\(e)")
                }
            }
        }
        XCTAssertEqual(points.first, Point(640, 600))
        XCTAssertEqual(points.last, Point(640, 200))
    }

    func testTheGridBenchScrollsTheCarouselsGridOfPages() {
        let r = Bench(demo: .carousel, size: Size(640, 400), pages: 100, frames: 60, input: .grid).run()
        XCTAssertEqual(r.frames, 60)
        let app = AppController(demo: .carousel, size: Size(640, 400), pages: 100, now: 0)
        app.handle(.key(KeyInput(key: KeyCombo("g", modifiers: [.control, .shift]), time: 0)), now: 0)
        XCTAssertEqual(app.state["carousel.overview"], "grid", "the key the bench sends first shows the grid")
    }
}
