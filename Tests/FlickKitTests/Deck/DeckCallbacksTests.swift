import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class DeckCallbacksTests: XCTestCase {
    private func recording(_ rig: DeckRig, _ log: UnsafeMutablePointer<[String]>) {
        rig.deck.callbacks.willOpen = { s, a in log.pointee.append("willOpen \(s.rawValue) \(a)") }
        rig.deck.callbacks.didOpen = { s, a in log.pointee.append("didOpen \(s.rawValue) \(a)") }
        rig.deck.callbacks.willClose = { s, a in log.pointee.append("willClose \(s.rawValue) \(a)") }
        rig.deck.callbacks.didClose = { s, a in log.pointee.append("didClose \(s.rawValue) \(a)") }
    }

    func testWillAndDidOpenAndCloseComeInOrder() {
        let rig = DeckRig()
        var log: [String] = []
        recording(rig, &log)
        rig.deck.open(.left, now: 0)
        XCTAssertEqual(log, ["willOpen left true"])
        rig.settle(from: 0)
        rig.deck.open(.right, animated: false, now: 5)
        XCTAssertEqual(log, ["willOpen left true", "didOpen left true",
                             "willClose left false", "willOpen right false", "didClose left false", "didOpen right false"])
    }

    func testShouldOpenCanRefuseByCallKeyAndDrag() {
        let rig = DeckRig()
        rig.deck.callbacks.shouldOpen = { $0 != .left }
        var done: Bool?
        rig.deck.open(.left, now: 0) { done = $0 }
        XCTAssertEqual(done, false)
        rig.deck.handle(GestureScript.key("F9"), now: 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
        rig.drag(100, 900)
        XCTAssertEqual(rig.deck.offset(now: 0), 0, "a refused side does not even follow the pointer")
        rig.deck.open(.right, now: 0)
        XCTAssertEqual(rig.deck.stateName, "right")
    }

    func testShouldCloseCanKeepASideOpen() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.callbacks.shouldClose = { _ in false }
        rig.deck.close(now: 0)
        rig.deck.handle(GestureScript.key("Escape"), now: 0)
        rig.drag(980, 100, velocity: -900)
        XCTAssertEqual(rig.deck.stateName, "left")
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 9), 956)
    }

    func testOffsetChangesAreReportedWithWhetherTheUserPans() {
        let rig = DeckRig()
        var reports: [(Double, Bool)] = []
        rig.deck.callbacks.offsetChanged = { reports.append(($0, $1)) }
        rig.deck.send([.press(Point(300, 300), button: 1, modifiers: []),
                       .panBegin(PanInfo(start: Point(300, 300), location: Point(320, 300)))], now: 0)
        XCTAssertEqual(reports.last?.0, 20)
        XCTAssertEqual(reports.last?.1, true)
        rig.deck.handle(.panEnd(PanInfo(start: Point(300, 300), location: Point(320, 300))), now: 0)
        rig.deck.advance(to: 0.1)
        XCTAssertEqual(reports.last?.1, false, "the slide after the release is not panning")
        XCTAssertEqual(reports.last?.0, rig.deck.offset(now: 0.1))
    }

    func testTheShadowCallbackReplacesOrRemovesTheShadow() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(shadows(rig.deck.scene(now: 0)).map(\.radius), [Constants.deckShadowRadiusPx])
        XCTAssertEqual(shadows(rig.deck.scene(now: 0)).map(\.opacity), [Constants.deckShadowOpacity])
        var bounds: Rect?
        rig.deck.callbacks.applyShadow = { b in bounds = b; return Shadow(radius: 5, opacity: 0.9, color: Color(hex: 0xFF0000)) }
        XCTAssertEqual(shadows(rig.deck.scene(now: 0)).map(\.radius), [5])
        XCTAssertEqual(bounds, Rect(x: 956, y: 0, width: 1000, height: 600), "given the center's bounds")
        rig.deck.callbacks.applyShadow = { _ in nil }
        XCTAssertEqual(shadows(rig.deck.scene(now: 0)).count, 0)
    }

    func testStateNamesTheTargetAndTheWholePixelOffset() {
        let rig = DeckRig()
        rig.deck.open(.right, now: 0)
        rig.deck.advance(to: 0.1)
        XCTAssertEqual(rig.deck.state["deck.state"], "right")
        XCTAssertEqual(rig.deck.state["deck.offset"], String(Int(rig.deck.offset(now: 0.1).rounded())))
    }

    private func shadows(_ node: SceneNode) -> [Shadow] {
        switch node {
        case .group(let g): return g.children.flatMap(shadows)
        case .shadow(_, let s, _): return [s]
        default: return []
        }
    }
}
