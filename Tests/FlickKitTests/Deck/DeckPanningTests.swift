import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class DeckPanningTests: XCTestCase {
    func testTheCenterFollowsThePointerAndTheCenterLosesItsPress() {
        let rig = DeckRig()
        rig.deck.send([.press(Point(300, 300), button: 1, modifiers: []),
                       .panBegin(PanInfo(start: Point(300, 300), location: Point(320, 300))),
                       .panUpdate(PanInfo(start: Point(300, 300), location: Point(500, 300)))], now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 200)
        XCTAssertTrue(rig.deck.isPanning)
        XCTAssertEqual(rig.center.received.count, 2, "press, then the cancel ending it without a click")
        XCTAssertEqual(rig.center.received.last, .cancel, "the center's press is cancelled")
    }

    func testASlowReleasePastTwoThirdsOpensAndShortOfItCloses() {
        let rig = DeckRig()
        rig.drag(100, 100 + 956 * 2 / 3 + 2, velocity: 100)
        XCTAssertEqual(rig.deck.stateName, "left")
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 20), 956)
        rig.drag(980, 980 - 956 / 3 + 5, velocity: -100, now: 20)
        XCTAssertEqual(rig.deck.stateName, "left", "still past 2/3 of the way: stays open")
        rig.settle(from: 20)
        rig.drag(980, 980 - 956 / 3 - 30, velocity: -100, now: 30)
        XCTAssertEqual(rig.deck.stateName, "closed")
    }

    func testAFlickDecidesByItsDirection() {
        let rig = DeckRig()
        rig.drag(500, 560, velocity: 900)
        XCTAssertEqual(rig.deck.stateName, "left", "a short fast flick right opens the left side")
        rig.settle(from: 0)
        rig.drag(980, 950, velocity: -900, now: 10)
        XCTAssertEqual(rig.deck.stateName, "closed", "a flick back closes it")
        rig.settle(from: 10)
        rig.drag(500, 480, velocity: -600, now: 20)
        XCTAssertEqual(rig.deck.stateName, "right")
    }

    func testTheFlingThresholdIsAnOption() {
        var o = DeckOptions()
        o.releaseVelocityPxPerS = 365
        let rig = DeckRig(options: o)
        rig.drag(500, 560, velocity: 400)
        XCTAssertEqual(rig.deck.stateName, "left", "400 px/s is a fling for a 365 px/s drawer")
        let seed = DeckRig()
        seed.drag(500, 560, velocity: 400)
        XCTAssertEqual(seed.deck.stateName, "closed", "but not for the seed's 500 px/s")
    }

    func testTheReleaseHandsItsVelocityToTheSlide() {
        let rig = DeckRig()
        rig.drag(100, 400, velocity: 2000)
        XCTAssertEqual(rig.deck.offset.velocity(now: 0), 2000, accuracy: 1)
    }

    func testPullingPastTheLedgeIsElasticAndNeverReachesTheEdge() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.send([.press(Point(980, 300), button: 1, modifiers: []),
                       .panBegin(PanInfo(start: Point(980, 300), location: Point(990, 300))),
                       .panUpdate(PanInfo(start: Point(980, 300), location: Point(1500, 300)))], now: 0)
        let x = rig.deck.offset(now: 0)
        XCTAssertGreaterThan(x, 956)
        XCTAssertLessThan(x, 1000)
        rig.deck.handle(.panEnd(PanInfo(start: Point(980, 300), location: Point(1500, 300))), now: 0)
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 20), 956, "springs back to the ledge")
    }

    func testWithoutElasticityTheCenterStopsAtTheLedge() {
        var o = DeckOptions()
        o.elasticity = false
        let rig = DeckRig(options: o)
        rig.deck.send([.press(Point(100, 300), button: 1, modifiers: []),
                       .panBegin(PanInfo(start: Point(100, 300), location: Point(110, 300))),
                       .panUpdate(PanInfo(start: Point(100, 300), location: Point(2000, 300)))], now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 956)
    }

    func testPanningTowardsAnAbsentSideIsAHardStop() {
        let rig = DeckRig(right: false)
        rig.deck.send([.press(Point(500, 300), button: 1, modifiers: []),
                       .panBegin(PanInfo(start: Point(500, 300), location: Point(490, 300))),
                       .panUpdate(PanInfo(start: Point(500, 300), location: Point(100, 300)))], now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
    }

    func testVerticalDragsStayWithTheView() {
        let rig = DeckRig()
        rig.deck.send(GestureScript.drag(from: Point(500, 100), to: Point(520, 400)), now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
        XCTAssertEqual(rig.center.pans, 1)
    }

    func testPanningModeNoneNeverPans() {
        var o = DeckOptions()
        o.panningMode = .none
        let rig = DeckRig(options: o)
        rig.drag(100, 700)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
        XCTAssertEqual(rig.center.pans, 1, "the drag went to the center")
        rig.deck.open(.left, animated: false, now: 0)
        rig.drag(980, 100)
        XCTAssertEqual(rig.deck.stateName, "left", "not even back from the ledge")
    }

    func testTopBarModePansOnlyFromTheCentersBar() {
        var o = DeckOptions()
        o.panningMode = .topBar
        let rig = DeckRig(options: o)
        rig.center.topBarFrame = Rect(x: 0, y: 0, width: 1000, height: 48)
        rig.drag(100, 400, y: 300)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
        rig.drag(100, 800, y: 20)
        XCTAssertEqual(rig.deck.stateName, "left")
        let barless = DeckRig(options: o)
        barless.drag(100, 800, y: 20)
        XCTAssertEqual(barless.deck.stateName, "closed", "a center without a bar does not pan")
    }

    func testRegionModePansOnlyFromTheRegionWhichMovesWithTheCenter() {
        var o = DeckOptions()
        o.panningMode = .region
        o.panningRegion = Rect(x: 0, y: 500, width: 1000, height: 100)
        let rig = DeckRig(options: o)
        rig.drag(100, 800, y: 300)
        XCTAssertEqual(rig.deck.stateName, "closed")
        rig.drag(100, 800, y: 550)
        XCTAssertEqual(rig.deck.stateName, "left")
    }

    func testScreenEdgeModePansFromTheStripsEvenOverClaimingContent() {
        var o = DeckOptions()
        o.panningMode = .screenEdge
        let rig = DeckRig(options: o)
        rig.center.claims = true
        rig.drag(100, 800)
        XCTAssertEqual(rig.deck.stateName, "closed")
        rig.drag(20, 800)
        XCTAssertEqual(rig.deck.stateName, "left")
        rig.settle(from: 0)
        rig.deck.close(animated: false, now: 20)
        rig.drag(990, 200, now: 20)
        XCTAssertEqual(rig.deck.stateName, "right")
    }

    func testContentThatClaimsItsDragsKeepsThem() {
        let rig = DeckRig()
        rig.center.claims = true
        rig.drag(100, 800)
        XCTAssertEqual(rig.deck.offset(now: 0), 0)
        XCTAssertEqual(rig.center.pans, 1)
    }

    func testAnOpenSideCanBeDraggedClosedFromItselfUnlessItClaims() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.drag(600, 100, velocity: -900)
        XCTAssertEqual(rig.deck.stateName, "closed")
        rig.settle(from: 0)
        rig.deck.open(.left, animated: false, now: 20)
        rig.left.claims = true
        rig.drag(600, 100, velocity: -900, now: 20)
        XCTAssertEqual(rig.deck.stateName, "left")
        XCTAssertEqual(rig.left.pans, 1)
    }

    func testANestedDeckClaimsThePansItWouldTake() {
        let rig = DeckRig()
        XCTAssertTrue(rig.deck.claimsPan(startingAt: Point(500, 300), along: .horizontal, now: 0))
        rig.center.claims = true
        XCTAssertFalse(rig.deck.claimsPan(startingAt: Point(500, 300), along: .horizontal, now: 0))
    }
}
