import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SwiperRobustnessTests: XCTestCase {
    private func assertFiniteScenes(_ size: Size, file: StaticString = #filePath, line: UInt = #line) {
        let h = SwiperHarness(size: size)
        h.key("t")
        var scenes = [h.frame()]
        h.drag(dx: -0.6 * size.width - 3, velocity: -8000, duration: 0.05)
        h.run(0.05)
        scenes.append(h.frame())
        h.send(.hover(Point(0, 0)))
        h.settle()
        scenes.append(h.frame())
        h.swiper.go(to: 3, now: h.now)
        h.run(0.1)
        scenes.append(h.frame())
        for scene in scenes {
            let numbers = SceneProbe.numbers(scene)
            XCTAssertFalse(numbers.isEmpty, file: file, line: line)
            XCTAssertTrue(numbers.allSatisfy(\.isFinite), "non-finite number at \(size)", file: file, line: line)
        }
        XCTAssertEqual(h.snapshotsPerFrame, [3], file: file, line: line)
        XCTAssertNotNil(Int(h.state["swiper.index"]!), file: file, line: line)
    }

    func testOneByOneLaysOutWithFiniteCoordinates() { assertFiniteScenes(Size(1, 1)) }

    func testZeroSizeIsTreatedAsOnePixel() {
        assertFiniteScenes(Size(0, 0))
        let s = SwiperHarness().swiper
        s.layout(size: Size(0, .nan), now: 0)
        XCTAssertEqual(s.size, Size(1, 1))
        XCTAssertGreaterThanOrEqual(s.pageDistance, 1)
    }

    func testNarrowAndFlatSizesLayOutWithFiniteCoordinates() {
        assertFiniteScenes(Size(3, 700))
        assertFiniteScenes(Size(1024, 5))
    }

    func testAHugeWindowLaysOutWithFiniteCoordinates() { assertFiniteScenes(Size(4000, 3000)) }

    func testAFlingOnATinyWindowTravelsABoundedNumberOfPages() {
        let h = SwiperHarness(size: Size(2, 2))
        h.drag(dx: -30, velocity: -8000, from: Point(1, 1), duration: 0.05)
        XCTAssertLessThanOrEqual(abs(h.swiper.position.target), Double(Swiper.maxPagesPerFling) + 20)
        h.settle()
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
    }

    func testResizingMidAnimationKeepsThePageInPageUnits() {
        let h = SwiperHarness()
        h.key("Right")
        h.run(0.1)
        let p = h.swiper.progress(now: h.now)
        h.swiper.layout(size: Size(600, 400), now: h.now)
        XCTAssertEqual(h.swiper.progress(now: h.now), p)
        h.settle()
        XCTAssertEqual(h.snapshot(.center)!.frame, Rect(x: 0, y: 0, width: 600, height: 400))
    }
}
