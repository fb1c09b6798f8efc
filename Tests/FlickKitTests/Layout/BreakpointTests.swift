import XCTest
import FlickCore
@testable import FlickKit

final class BreakpointTests: XCTestCase {
    func testABreakpointMatchesSizesWithinItsInclusiveBounds() {
        let b = Breakpoint(minWidth: 600, maxWidth: 900, minHeight: 400)
        XCTAssertTrue(b.matches(Size(600, 400)), "the bounds are inclusive")
        XCTAssertTrue(b.matches(Size(900, 2000)))
        XCTAssertFalse(b.matches(Size(599.5, 500)))
        XCTAssertFalse(b.matches(Size(900.5, 500)))
        XCTAssertFalse(b.matches(Size(700, 399)))
    }

    func testABreakpointWithoutBoundsMatchesEverySize() {
        XCTAssertTrue(Breakpoint().matches(Size(1, 1)))
        XCTAssertTrue(Breakpoint().matches(Size(1e6, 1e6)))
    }

    func testAMaximumHeightAloneLimitsTheHeightOnly() {
        let b = Breakpoint(maxHeight: 500)
        XCTAssertTrue(b.matches(Size(5000, 500)))
        XCTAssertFalse(b.matches(Size(10, 501)))
    }

    func testABoundThatIsNotANumberNeverMatches() {
        XCTAssertFalse(Breakpoint(minWidth: .nan).matches(Size(800, 600)))
        XCTAssertFalse(Breakpoint(maxHeight: .nan).matches(Size(800, 600)))
    }

    func testASetAppliesEveryMatchingBreakpointInOrderSoTheLaterOneWins() {
        var set = BreakpointSet<DeckOptions>()
        set.add(Breakpoint(minWidth: 600)) { $0.leftWidth = .fixed(200) }
        set.add(Breakpoint(minWidth: 900)) { $0.leftWidth = .fixed(300); $0.docksLeftAtWidth = 900 }
        set.add(Breakpoint(maxHeight: 300)) { $0.leftLedgePx = 10 }
        let base = DeckOptions()
        XCTAssertEqual(set.resolved(base, for: Size(500, 600)), base, "nothing matches: the base value")
        XCTAssertEqual(set.resolved(base, for: Size(700, 600)).leftWidth, .fixed(200))
        let wide = set.resolved(base, for: Size(1000, 600))
        XCTAssertEqual(wide.leftWidth, .fixed(300))
        XCTAssertEqual(wide.docksLeftAtWidth, 900)
        XCTAssertEqual(wide.leftLedgePx, base.leftLedgePx)
        XCTAssertEqual(set.resolved(base, for: Size(1000, 200)).leftLedgePx, 10)
        XCTAssertEqual(set.matching(Size(1000, 200)).count, 3)
        XCTAssertEqual(set.matching(Size(700, 600)), [Breakpoint(minWidth: 600)])
    }
}
