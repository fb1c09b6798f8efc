import XCTest
import FlickCore
@testable import FlickKit

final class DeckBounceTests: XCTestCase {
    func testABounceHidesTheCenterRunsTheActionThenCloses() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        var events: [String] = []
        rig.deck.callbacks.didBounce = { events.append("didBounce \($0.rawValue) at \(rig.deck.offset(now: 0.3))") }
        rig.deck.callbacks.didClose = { side, _ in events.append("didClose \(side.rawValue)") }
        let swapped = DeckProbe(.black)
        rig.deck.closeBouncing(now: 0, completion: { events.append("done \($0)") }) { deck in
            events.append("hidden at \(deck.offset(now: 0.3))")
            deck.center = swapped
        }
        XCTAssertEqual(rig.deck.stateName, "closed", "the target is closed from the start")
        rig.deck.advance(to: 0.2)
        XCTAssertGreaterThan(rig.deck.offset(now: 0.2), 956, "first out towards the far edge")
        XCTAssertEqual(events, [])
        rig.deck.advance(to: 0.3)
        XCTAssertEqual(events, ["hidden at 1000.0", "didBounce left at 1000.0"])
        XCTAssertTrue(rig.deck.center === swapped)
        XCTAssertEqual(swapped.size, Size(1000, 600), "a swapped-in center is laid out")
        rig.deck.advance(to: 0.45)
        XCTAssertLessThan(rig.deck.offset(now: 0.45), 1000)
        rig.deck.advance(to: 0.6)
        XCTAssertEqual(rig.deck.offset(now: 0.6), 0)
        XCTAssertEqual(events.suffix(2), ["didClose left", "done true"])
        XCTAssertFalse(rig.deck.isAnimating(now: 0.6))
    }

    func testTheBounceHalvesFollowTheirFactors() {
        var o = DeckOptions()
        o.bounceDurationFactor = 2
        o.bounceOpenSideDurationFactor = 0.5
        let rig = DeckRig(options: o)
        rig.deck.open(.right, animated: false, now: 0)
        var hiddenAt: Double?, t = 0.0
        rig.deck.closeBouncing(now: 0, hidden: { _ in hiddenAt = t })
        t = 0.149
        rig.deck.advance(to: t)
        XCTAssertNil(hiddenAt)
        t = 0.15
        rig.deck.advance(to: t)
        XCTAssertEqual(hiddenAt, 0.15, "opening half: 0.3 s × 0.5")
        XCTAssertEqual(rig.deck.offset(now: 0.15), -1000)
        rig.deck.advance(to: 0.74)
        XCTAssertTrue(rig.deck.isAnimating(now: 0.74))
        rig.deck.advance(to: 0.75)
        XCTAssertEqual(rig.deck.offset(now: 0.75), 0, "closing half: 0.3 s × 2")
        XCTAssertFalse(rig.deck.isAnimating(now: 0.75))
    }

    func testWithoutAFactorForTheOpeningHalfBothUseTheBounceFactor() {
        var o = DeckOptions()
        o.bounceDurationFactor = 0.5
        XCTAssertEqual(o.bounceOpenDurationS, 0.15)
        XCTAssertEqual(o.bounceCloseDurationS, 0.15)
    }

    func testABounceCanStartFromClosed() {
        let rig = DeckRig()
        var hidden = 0
        rig.deck.closeBouncing(.left, now: 0, hidden: { _ in hidden += 1 })
        rig.settle(from: 0)
        XCTAssertEqual(hidden, 1)
        XCTAssertEqual(rig.deck.offset(now: 9), 0)
    }

    func testGrabbingABounceEarlyStillRunsItsActionOnce() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        var hidden = 0
        var done: [Bool] = []
        rig.deck.closeBouncing(now: 0, completion: { done.append($0) }) { _ in hidden += 1 }
        rig.deck.advance(to: 0.1)
        rig.deck.handle(.press(Point(990, 300), button: 1, modifiers: []), now: 0.1)
        XCTAssertEqual(hidden, 1)
        XCTAssertEqual(done, [false])
        rig.deck.handle(.release(Point(990, 300), button: 1), now: 0.1)
        rig.settle(from: 0.1)
        XCTAssertEqual(hidden, 1)
    }

    func testReducedMotionSwapsAtOnceAndCrossFadesClosed() {
        var o = DeckOptions()
        o.crossFades = true
        let rig = DeckRig(options: o)
        rig.deck.open(.left, animated: false, now: 0)
        var hidden = 0
        rig.deck.closeBouncing(now: 0, hidden: { _ in hidden += 1 })
        XCTAssertEqual(hidden, 1)
        XCTAssertEqual(rig.deck.offset(now: 0), 0, "no slide: the closed deck shows under a fading copy")
        XCTAssertTrue(rig.deck.isAnimating(now: 0.1))
        rig.settle(from: 0)
        XCTAssertNil(rig.deck.fadeFromOffset)
    }

    func testBouncingAnAbsentSideRunsTheActionAtOnce() {
        let rig = DeckRig(left: false)
        var hidden = 0
        var done: [Bool] = []
        rig.deck.closeBouncing(.left, now: 0, completion: { done.append($0) }) { _ in hidden += 1 }
        XCTAssertEqual(hidden, 1)
        XCTAssertEqual(done, [false])
    }
}
