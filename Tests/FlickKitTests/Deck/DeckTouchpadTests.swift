import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// A horizontal touchpad swipe opens and closes the deck's drawers following the fingers (a
/// touchpad-wide swipe moves a drawer's width), from anywhere over the deck: the edge strips and
/// panning regions are for pointer drags; a view that claims its pans keeps touchpad swipes too.
final class DeckTouchpadTests: XCTestCase {
    private let drawer = 956.0  // 1000 − the 44 px ledge

    private func screenEdgeOnly() -> DeckOptions {
        var o = DeckOptions()
        o.panningMode = .screenEdge
        return o
    }

    func testATouchpadSwipeFromTheMiddleOpensTheLeftDrawerFollowingTheFingers() {
        let rig = DeckRig(options: screenEdgeOnly())
        let swipe = GestureScript.touchpadSwipe(at: Point(500, 300), by: Point(300, 0), steps: 3)
        rig.deck.send(Array(swipe.prefix(2)), now: 0)
        XCTAssertTrue(rig.deck.isPanning, "a touchpad swipe needs no edge strip")
        XCTAssertEqual(rig.deck.offset(now: 0), 100 * drawer / 400, accuracy: 1e-9)
        // 300 px of fingers: 717 px of drawer, past 2/3 of 956: it opens on a slow release.
        rig.deck.send(Array(swipe.dropFirst(2)), now: 0)
        XCTAssertEqual(rig.deck.stateName, "left")
        XCTAssertEqual(rig.deck.offset(now: rig.settle(from: 0)), drawer, accuracy: 0.5)
    }

    func testAPointerDragFromTheMiddleStillNeedsTheEdgeStrip() {
        let rig = DeckRig(options: screenEdgeOnly())
        rig.drag(500, 800)
        XCTAssertEqual(rig.deck.stateName, "closed")
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
    }

    func testAShortTouchpadSwipeReturnsAndAFastOneOpens() {
        let rig = DeckRig(options: screenEdgeOnly())
        rig.deck.send(GestureScript.touchpadSwipe(at: Point(500, 300), by: Point(120, 0)), now: 0)
        XCTAssertEqual(rig.deck.stateName, "closed", "287 px of 956: short of 2/3")
        rig.settle(from: 0)
        // 60 px of fingers at 300 px/s: 717 px/s of drawer, past the 2/3 rule's flick speed.
        rig.deck.send(GestureScript.touchpadSwipe(at: Point(500, 300), by: Point(60, 0), velocity: Point(300, 0)), now: 10)
        XCTAssertEqual(rig.deck.stateName, "left")
    }

    func testATouchpadSwipeLeftClosesAnOpenDrawerFollowingTheFingers() {
        let rig = DeckRig(options: screenEdgeOnly())
        rig.deck.open(.left, animated: false, now: 0)
        let swipe = GestureScript.touchpadSwipe(at: Point(980, 300), by: Point(-200, 0))
        rig.deck.send(Array(swipe.dropLast()), now: 1)
        XCTAssertEqual(rig.deck.offset(now: 1), drawer - 200 * drawer / 400, accuracy: 1e-9)
        rig.deck.send([swipe.last!], now: 1)
        XCTAssertEqual(rig.deck.stateName, "closed")
    }

    func testAViewThatClaimsItsPansKeepsTouchpadSwipes() {
        let rig = DeckRig(options: screenEdgeOnly())
        rig.center.claims = true
        rig.deck.send(GestureScript.touchpadSwipe(at: Point(500, 300), by: Point(300, 0)), now: 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
        XCTAssertEqual(rig.center.pans, 1, "the center got the pan")
    }
}
