import FlickTestSupport
import FlickCore
@testable import FlickKit
import XCTest

/// Odd sizes, odd input, an empty controller and idleness.
final class SlideRobustnessTests: XCTestCase {
    private func assertFinite(_ scene: SceneNode, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = SceneProbe.numbers(scene).filter { !$0.isFinite }
        XCTAssertTrue(bad.isEmpty, "\(message): \(bad.count) non-finite numbers", file: file, line: line)
    }

    func testTinyAndHugeSizesGiveFiniteScenesMidSlide() {
        for size in [Size(1, 1), Size(4000, 3000), Size(0, 0), Size(.nan, .infinity), Size(-5, 20)] {
            let name = "\(size.width)x\(size.height)"
            let h = SlideHarness(size: size)
            h.controller.cover(withSceneNamed: "B", direction: .up, now: h.now)
            h.run(0.2)
            assertFinite(h.controller.scene(now: h.now), "\(name) cover")
            h.drag(Point(-3, 1), velocity: Point(.nan, 0))
            h.run(0.1)
            assertFinite(h.controller.scene(now: h.now), "\(name) drag")
            h.settle()
            XCTAssertFalse(h.controller.isAnimating(now: h.now), name)
        }
    }

    /// Non-finite pointer input is made finite where it enters (the recognizer, which the slide
    /// controller relies on), so a drag fed NaN and infinities never leaves the scenes at NaN.
    func testNonFiniteDragInputNeverLeavesTheScenesAtNaN() {
        let h = SlideHarness()
        let recognizer = GestureRecognizer()
        func pointer(_ x: Double, _ y: Double) -> PointerInput { PointerInput(location: Point(x, y), time: h.now) }
        func input(_ e: InputEvent) { for g in recognizer.handle(e) { h.send(g) } }
        input(.pointerDown(pointer(500, 300)))
        for i in 1...8 {
            h.now += 1.0 / 60
            input(.pointerMove(pointer(500 - 25 * Double(i), 300)))
            h.frame()
        }
        XCTAssertTrue(h.controller.isDragging)
        h.now += 1.0 / 60
        input(.pointerMove(pointer(.nan, 300)))
        h.frame()
        h.now += 1.0 / 60
        input(.pointerMove(pointer(.infinity, .nan)))
        input(.pointerUp(pointer(.infinity, .nan)))
        XCTAssertFalse(h.controller.isDragging)
        h.settle()
        assertFinite(h.controller.scene(now: h.now), "after NaN input")
        XCTAssertEqual(h.placements().count, 1)
    }

    func testAnEmptyControllerDrawsABackgroundAndPublishesNone() {
        let c = SlideController()
        c.layout(size: Size(300, 200), now: 0)
        XCTAssertEqual(c.state, ["slides.current": "none", "slides.cover": "none", "slides.depth": "0"])
        XCTAssertTrue(SceneProbe.snapshots(c.scene(now: 0)).isEmpty)
        XCTAssertFalse(c.uncover(now: 0))
        XCTAssertFalse(c.isAnimating(now: 0))
    }

    func testAReplaceOnAnEmptyControllerSlidesTheSceneIn() {
        let h = SlideHarness(size: Size(1000, 600), start: nil)
        h.controller.replace(withSceneNamed: "C", direction: .right, now: h.now)
        h.run(0.25)
        XCTAssertEqual(h.placements().map(\.sceneName), ["C"])
        XCTAssertEqual(h.frame("C")?.x ?? .nan, -500, accuracy: 1e-6)
    }

    func testNothingAnimatesOrWakesAtRest() {
        let h = SlideHarness()
        h.key("Left")
        h.settle()
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
        XCTAssertNil(h.controller.nextDeadline(now: h.now))
        XCTAssertNil(h.controller.progress(now: h.now))
    }

    func testASceneAtRestIsASnapshotKeyedByTheSceneItselfAndLaidOutAtTheControllersSize() {
        let h = SlideHarness()
        let a = h.controller.current as! SlideTestScene
        let snaps = SceneProbe.snapshots(h.controller.scene(now: h.now))
        XCTAssertEqual(snaps.count, 1)
        XCTAssertEqual(snaps.first?.key, SnapshotKey(a))
        XCTAssertTrue(snaps.first?.key.owner === a)
        XCTAssertEqual(snaps.first?.size, Size(1000, 600))
        XCTAssertEqual(a.size, Size(1000, 600))
        guard case .rect(let r, .solid(let c), _)? = snaps.first?.content() else { return XCTFail("the scene's own drawing") }
        XCTAssertEqual(r, Rect(size: Size(1000, 600)))
        XCTAssertEqual(c, a.color)
    }

    func testShowingASceneDropsEverySlideAndCover() {
        let h = SlideHarness()
        h.key("Up", .control)
        h.key("Left")
        h.controller.show(SlideTestScene("Z", color: .white))
        XCTAssertEqual(h.names, ["Z"])
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
        XCTAssertEqual(h.placements().map(\.sceneName), ["Z"])
    }
}
