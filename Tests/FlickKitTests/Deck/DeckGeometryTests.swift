import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class DeckGeometryTests: XCTestCase {
    func testOpenPositionsLeaveTheLedgeOfTheCenterVisible() {
        let rig = DeckRig()
        XCTAssertEqual(rig.deck.openOffset(.left), 956)
        XCTAssertEqual(rig.deck.openOffset(.right), -956)
        XCTAssertEqual(rig.deck.restOffset, 0)
        XCTAssertEqual(rig.left.size, Size(956, 600), "a side is as wide as it shows")
        XCTAssertEqual(rig.right.size, Size(956, 600))
        XCTAssertEqual(rig.deck.sideFrame(.right).minX, 44)
    }

    func testALedgeOfZeroOpensTheSideFully() {
        var o = DeckOptions()
        o.leftLedgePx = 0
        let rig = DeckRig(options: o)
        rig.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 1000)
        XCTAssertEqual(rig.deck.state["deck.offset"], "1000")
        XCTAssertEqual(rig.left.size.width, 1000)
    }

    func testAnAbsentSideNeitherOpensNorPans() {
        let rig = DeckRig(left: false)
        var done: Bool?
        rig.deck.open(.left, now: 0) { done = $0 }
        XCTAssertEqual(done, false)
        XCTAssertNil(rig.deck.openSide)
        rig.drag(300, 800)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
    }

    func testMaxSizeKeepsASingleSidePermanentlyVisible() {
        var o = DeckOptions()
        o.maxSizePx = 600
        let rig = DeckRig(right: false, options: o)
        XCTAssertEqual(rig.center.size, Size(600, 600))
        XCTAssertEqual(rig.deck.restOffset, 400)
        XCTAssertEqual(rig.deck.offset(now: 0), 400)
        XCTAssertEqual(rig.deck.exposedSide(offset: 400), .left)
        rig.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 956)
    }

    func testMaxSizeIsIgnoredWithTwoSides() {
        var o = DeckOptions()
        o.maxSizePx = 600
        let rig = DeckRig(options: o)
        XCTAssertEqual(rig.center.size.width, 1000)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
    }

    func testMaxSizeWithOnlyARightSideHugsTheLeftEdge() {
        var o = DeckOptions()
        o.maxSizePx = 700
        let rig = DeckRig(left: false, options: o)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
        XCTAssertEqual(rig.deck.exposedSide(offset: 0), .right)
        rig.deck.open(.right, animated: false, now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 44 - 700)
    }

    func testOnlyTheExposedSideIsDrawn() {
        let rig = DeckRig()
        XCTAssertEqual(colors(rig.deck.scene(now: 0)), [.white], "closed: the center alone")
        rig.deck.open(.right, animated: false, now: 0)
        let shown = colors(rig.deck.scene(now: 0))
        XCTAssertTrue(shown.contains(Color(hex: 0x808080)))
        XCTAssertFalse(shown.contains(.black))
    }

    func testTinyAndHugeSizesGiveFiniteScenes() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        for s in [Size(1, 1), Size(4000, 3000), Size(.nan, .infinity), Size(-5, 0)] {
            rig.deck.layout(size: s, now: 0)
            let n = SceneProbe.numbers(rig.deck.scene(now: 0))
            XCTAssertTrue(n.allSatisfy(\.isFinite), "\(s)")
            XCTAssertNotNil(Int(rig.deck.state["deck.offset"] ?? ""))
        }
    }

    /// Solid fill colours in drawing order.
    private func colors(_ node: SceneNode) -> [Color] {
        switch node {
        case .group(let g): return g.children.flatMap(colors)
        case .rect(_, .solid(let c), _): return c == Deck.backgroundColor ? [] : [c]
        default: return []
        }
    }
}
