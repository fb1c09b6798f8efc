import XCTest
import FlickCore
@testable import FlickKit

final class PageDotsTests: XCTestCase {
    private func dots(_ count: Int, progress: Double) -> PageDots {
        let d = PageDots(count: count, progress: progress)
        d.layout(size: PageDots.preferredSize(count: count), now: 0)
        return d
    }

    func testTheSelectedDotIsLargerAndMoreOpaque() {
        let d = dots(7, progress: 2)
        XCTAssertEqual(d.radius(ofDot: 2), Constants.dotRadiusSelectedPx)
        XCTAssertEqual(d.opacity(ofDot: 2), Constants.dotOpacitySelected)
        XCTAssertEqual(d.radius(ofDot: 3), Constants.dotRadiusPx)
        XCTAssertEqual(d.opacity(ofDot: 0), Constants.dotOpacity)
    }

    func testTheSelectionBlendsBetweenDotsAtAFractionalProgress() {
        let d = dots(7, progress: 2.25)
        XCTAssertEqual(d.radius(ofDot: 2), 3.75, accuracy: 1e-9)
        XCTAssertEqual(d.radius(ofDot: 3), 3.25, accuracy: 1e-9)
        XCTAssertEqual(d.opacity(ofDot: 3), 0.3 + 0.6 * 0.25, accuracy: 1e-9)
    }

    func testTheSelectionWrapsFromTheLastDotToTheFirst() {
        let d = dots(7, progress: 6.5)
        XCTAssertEqual(d.selection(ofDot: 6), 0.5, accuracy: 1e-9)
        XCTAssertEqual(d.selection(ofDot: 0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(d.selection(ofDot: 3), 0)
    }

    func testDotCentresArePitchApartAndSlotsAreHitAreas() {
        let d = dots(7, progress: 0)
        XCTAssertEqual(PageDots.pitchPx, 2 * Constants.dotRadiusSelectedPx + Constants.dotSpacingPx)
        XCTAssertGreaterThanOrEqual(PageDots.heightPx, 16)
        let x0 = (d.size.width - 7 * PageDots.pitchPx) / 2
        XCTAssertEqual(d.index(at: Point(x0 + 0.1, 1)), 0)
        XCTAssertEqual(d.index(at: Point(x0 + PageDots.pitchPx * 3.99, PageDots.heightPx - 1)), 3)
        XCTAssertNil(d.index(at: Point(x0 - 1, 5)))
        XCTAssertNil(d.index(at: Point(x0 + 1, PageDots.heightPx)))
    }

    func testAClickOnADotReportsItsIndex() {
        let d = dots(5, progress: 0)
        var selected: [Int] = []
        d.onSelect = { i, _ in selected.append(i) }
        let x0 = (d.size.width - 5 * PageDots.pitchPx) / 2
        XCTAssertTrue(d.handle(.tap(Point(x0 + 3.5 * PageDots.pitchPx, 12), count: 1, button: 1, modifiers: []), now: 0))
        XCTAssertEqual(selected, [3])
    }

    func testTheSceneHasABackingPillAndOneDotPerPage() {
        let d = dots(4, progress: 1)
        guard case .group(let g) = d.scene(now: 0) else { return XCTFail("expected a group") }
        XCTAssertEqual(g.children.count, 5)
        guard case .rect(let pill, _, let radius) = g.children[0] else { return XCTFail("expected the pill first") }
        XCTAssertEqual(radius, pill.height / 2)
        guard case .ellipse(let selected, _) = g.children[2] else { return XCTFail("expected dot 1") }
        XCTAssertEqual(selected.width, 2 * Constants.dotRadiusSelectedPx)
    }
}
