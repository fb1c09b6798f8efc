import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumRobustnessTests: XCTestCase {
    func testTinyAndHugeWindowsGiveFiniteScenesThroughEveryTransition() {
        for size in [Size(1, 1), Size(4000, 3000), Size(2, 900)] {
            let h = MuseumHarness(size: size)
            h.key("Next")
            h.run(0.1)
            h.send(.pinch(Point(size.width / 4, size.height / 4), scale: 2))
            h.run(0.1)
            h.click(Point(size.width / 4, size.height / 4))
            h.run(0.1)
            h.key("Escape")
            h.run(0.1)
            h.museum.layout(size: Size(size.height, size.width), now: h.now)
            h.run(0.1)
            XCTAssertTrue(SceneProbe.numbers(h.frame()).allSatisfy(\.isFinite), "\(size)")
            h.settle()
            XCTAssertFalse(h.museum.isAnimating(now: h.now), "\(size)")
        }
    }

    func testNonFiniteInputIsIgnored() {
        let h = MuseumHarness()
        h.send(.pinch(Point(.nan, 3), scale: .infinity))
        h.send(.scroll(Point(400, 300), delta: Point(.nan, .nan), modifiers: []))
        h.drag(from: Point(400, 300), by: Point(0, -200), velocity: Point(.nan, .infinity))
        h.settle()
        XCTAssertTrue(SceneProbe.numbers(h.frame()).allSatisfy(\.isFinite))
        XCTAssertNotNil(Int(h.state["museum.page"]!))
    }

    func testAThousandCollectionsStillBuildOnlyTheVisibleTiles() {
        let h = MuseumHarness(count: 1000)
        h.key("End")
        h.settle()
        XCTAssertEqual(h.state["museum.page"], "124")
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).filter { $0.key.owner is PagedGrid }.count, 8, "the tiles of one page")
    }
}
