import XCTest
import FlickCore
@testable import FlickKit

final class SizeFiniteLayoutTests: XCTestCase {
    func testEverySideIsMadeFiniteAndBoundedOnce() {
        XCTAssertEqual(Size(800, 600).finiteLayout, Size(800, 600))
        XCTAssertEqual(Size(.nan, .infinity).finiteLayout, Size(1, 1))
        XCTAssertEqual(Size(-.infinity, 0).finiteLayout, Size(1, 1))
        XCTAssertEqual(Size(0.25, 1e12).finiteLayout, Size(1, Constants.maxLayoutPx))
    }

    /// Containers take their size through it: what they hand their children is finite too.
    func testContainersLayOutChildrenAtFiniteSizes() {
        final class SizeProbe: Component {
            var sizes: [Size] = []
            func layout(size: Size, now: Double) { sizes.append(size) }
            func handle(_ gesture: Gesture, now: Double) -> Bool { false }
            func scene(now: Double) -> SceneNode { .empty }
            func isAnimating(now: Double) -> Bool { false }
            var state: [String: String] { [:] }
        }
        let center = SizeProbe(), page = SizeProbe()
        let deck = Deck(center: center)
        let stack = NavigationStack(root: NavigationPage(title: "Root", content: page))
        for s in [Size(.nan, 300), Size(.infinity, -.infinity), Size(1e9, 1e9)] {
            deck.layout(size: s, now: 0)
            stack.layout(size: s, now: 0)
        }
        for size in center.sizes + page.sizes {
            XCTAssertTrue(size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1, "\(size)")
            XCTAssertLessThanOrEqual(max(size.width, size.height), Constants.maxLayoutPx)
        }
        XCTAssertFalse(center.sizes.isEmpty)
        XCTAssertFalse(page.sizes.isEmpty)
    }
}
