import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class DeckCenterHiddenTests: XCTestCase {
    private func rig(_ mode: CenterHiddenInteractivity) -> DeckRig {
        var o = DeckOptions()
        o.centerHiddenInteractivity = mode
        let r = DeckRig(options: o)
        r.deck.open(.left, animated: false, now: 0)
        return r
    }

    /// A click on the visible ledge of the center.
    private let ledge = Point(980, 300)

    func testAnInteractiveCenterStillGetsClicks() {
        let r = rig(.interactive)
        r.deck.send(GestureScript.click(ledge))
        XCTAssertEqual(r.center.taps, 1)
        XCTAssertEqual(r.deck.stateName, "left")
    }

    func testANonInteractiveCenterIgnoresClicksButCanBeDragged() {
        let r = rig(.notInteractive)
        r.deck.send(GestureScript.click(ledge))
        XCTAssertEqual(r.center.received.count, 0)
        XCTAssertEqual(r.deck.stateName, "left")
        r.drag(980, 200, velocity: -900)
        XCTAssertEqual(r.deck.stateName, "closed")
    }

    func testTapToCloseClosesWithoutReachingTheCenter() {
        let r = rig(.tapToClose)
        r.deck.send(GestureScript.click(ledge))
        XCTAssertEqual(r.deck.stateName, "closed")
        XCTAssertEqual(r.center.received.count, 0)
        r.settle(from: 0)
        XCTAssertEqual(r.deck.offset(now: 9), 0)
    }

    func testTapToCloseBouncingBouncesClosed() {
        let r = rig(.tapToCloseBouncing)
        var bounced: [DeckSide] = []
        r.deck.callbacks.didBounce = { bounced.append($0) }
        r.deck.send(GestureScript.click(ledge))
        r.deck.advance(to: 0.3)
        XCTAssertEqual(r.deck.offset(now: 0.3), 1000)
        XCTAssertEqual(bounced, [.left])
        r.settle(from: 0.3)
        XCTAssertEqual(r.deck.stateName, "closed")
        XCTAssertEqual(r.center.received.count, 0)
    }

    func testAClosedCenterIsAlwaysInteractive() {
        var o = DeckOptions()
        o.centerHiddenInteractivity = .notInteractive
        let r = DeckRig(options: o)
        r.deck.send(GestureScript.click(Point(500, 300)))
        XCTAssertEqual(r.center.taps, 1)
    }

    func testClicksOnAnOpenSideReachIt() {
        let r = rig(.tapToClose)
        r.deck.send(GestureScript.click(Point(400, 300)))
        XCTAssertEqual(r.left.taps, 1)
        guard case .tap(let p, _, _, _)? = r.left.received.last else { return XCTFail() }
        XCTAssertEqual(p, Point(400, 300), "in the side's coordinates")
    }
}
