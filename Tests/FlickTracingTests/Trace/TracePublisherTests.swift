import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import FlickTracing
import Foundation
import XCTest

/// The trace an app around a host publishes (the demo app's and `FlickApp.run`'s): `ready` with
/// every state value, numbered gestures, state changes, `settled` after what is worth waiting for.
final class TracePublisherTests: XCTestCase {
    private var lines: [[String: Any]] = []

    private func publisher(state: [String: String]) -> TracePublisher {
        TracePublisher(trace: Trace { [unowned self] in
            self.lines.append(try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any])
        }, state: state)
    }

    private var types: [String] { lines.map { $0["type"] as! String } }

    func testReadyIsFollowedByEveryStateValueInKeyOrder() {
        publisher(state: ["b": "2", "a": "1"]).ready(now: 0.5, window: 0x42, size: Size(640, 480), scale: 2)
        XCTAssertEqual(types, ["ready", "state", "state"])
        XCTAssertEqual(lines[0]["window"] as? String, "0x42")
        XCTAssertEqual(lines[0]["scale"] as? Double, 2)
        XCTAssertEqual(lines[1...].map { $0["key"] as? String }, ["a", "b"])
    }

    func testOnlyChangedValuesAreTracedAndTheOldOnesReturned() {
        let p = publisher(state: ["a": "1", "b": "2"])
        XCTAssertNil(p.publish(["a": "1", "b": "2"], now: 0))
        XCTAssertEqual(p.publish(["a": "1", "b": "3"], now: 0.1), ["a": "1", "b": "2"])
        XCTAssertEqual(lines.map { $0["key"] as? String }, ["b"])
        XCTAssertEqual(lines.map { $0["value"] as? String }, ["3"])
        XCTAssertEqual(p.published, ["a": "1", "b": "3"])
    }

    func testAnAdoptedValueIsNotTracedButReadyListsIt() {
        let p = publisher(state: ["appearance": "dark"])
        p.adopt(["appearance": "light"])
        XCTAssertTrue(lines.isEmpty, "nothing before ready")
        XCTAssertNil(p.publish(["appearance": "light"], now: 0), "already published")
        p.ready(now: 0.1, window: 1, size: Size(320, 240), scale: 1)
        XCTAssertEqual(lines.last?["value"] as? String, "light")
    }

    func testAnAssistiveActionIsAGestureWithASequenceThatASettledFollows() {
        let p = publisher(state: ["fav": "false"])
        p.presented(atRest: true, now: 0)
        p.handled(.pointerDown(PointerInput(location: Point(5, 5), button: 1, modifiers: [], time: 0.1)))
        p.gesture(.tap(Point(5, 5), count: 1, button: 1, modifiers: []), now: 0.1)
        p.presented(atRest: true, now: 0.2)
        p.assistiveAction("click", role: "push button", name: "Favorite", now: 0.3)
        p.publish(["fav": "true"], now: 0.3)
        p.presented(atRest: true, now: 0.4)
        XCTAssertEqual(types, ["settled", "gesture", "settled", "gesture", "state", "settled"])
        XCTAssertEqual(lines[3]["kind"] as? String, "action")
        XCTAssertEqual(lines[3]["action"] as? String, "click")
        XCTAssertEqual(lines[3]["role"] as? String, "push button")
        XCTAssertEqual(lines[3]["name"] as? String, "Favorite")
        XCTAssertEqual(lines[3]["seq"] as? Int, 2)
        XCTAssertEqual(lines[5]["seq"] as? Int, 2, "the settled pairs with the action")
    }

    func testAnAssistiveActionThatChangesNoStateStillEndsInASettled() {
        let p = publisher(state: [:])
        p.presented(atRest: true, now: 0)
        p.assistiveAction("click", role: "toggle button", name: "Slow animations", now: 0.1)
        p.presented(atRest: true, now: 0.2)
        XCTAssertEqual(types, ["settled", "gesture", "settled"])
        XCTAssertEqual(lines[2]["seq"] as? Int, 1)
    }

    func testSettledFollowsAPressOnceAtRestWithItsSequenceButNotABareHover() {
        let p = publisher(state: [:])
        p.presented(atRest: true, now: 0)
        XCTAssertEqual(types, ["settled"], "the first frame at rest")
        p.handled(.pointerMove(PointerInput(location: Point(5, 5), button: 0, modifiers: [], time: 0.1)))
        p.presented(atRest: true, now: 0.1)
        XCTAssertEqual(types, ["settled"], "a bare hover changes nothing a test waits for")

        p.handled(.pointerDown(PointerInput(location: Point(5, 5), button: 1, modifiers: [], time: 0.2)))
        p.gesture(.key(KeyCombo("Right")), now: 0.2)
        p.presented(atRest: false, now: 0.2)
        XCTAssertEqual(types, ["settled", "gesture"], "no settled while something moves")
        p.presented(atRest: true, now: 0.3)
        p.presented(atRest: true, now: 0.4)
        XCTAssertEqual(types, ["settled", "gesture", "settled"], "one settled, at the first frame at rest")
        XCTAssertEqual(lines.last?["seq"] as? Int, 1)
    }

    func testAResizeAsksForASettled() {
        let p = publisher(state: [:])
        p.presented(atRest: true, now: 0)
        p.resized()
        p.presented(atRest: true, now: 0.1)
        XCTAssertEqual(types, ["settled", "settled"])
    }

    func testAFrameDrawnWhileSomethingMovesAsksForASettled() {
        let host = ComponentHost(DrawnView { _ in .empty }, size: Size(100, 100), now: 0)
        let buffer = OffscreenBuffer(width: 100, height: 100)
        let p = publisher(state: [:])
        p.presented(atRest: true, now: 0)
        host.render(into: buffer.buffer, now: 0)
        p.rendered(by: host)
        p.presented(atRest: true, now: 0.05)
        XCTAssertEqual(types, ["settled"], "a frame drawn at rest asks for nothing")
        // A held button draws every frame in motion (not told as an input here: the frame alone asks).
        host.handle(.pointerDown(PointerInput(location: Point(5, 5), button: 1, modifiers: [], time: 0.1)), now: 0.1)
        host.render(into: buffer.buffer, now: 0.1)
        p.rendered(by: host)
        p.presented(atRest: true, now: 0.15)
        XCTAssertEqual(types, ["settled", "settled"])
    }

    func testEachMeasuredFrameIsTracedWhenItReachesTheScreenInOrderWithItsInterval() {
        let p = publisher(state: [:])
        let host = ComponentHost(DrawnView { _ in .empty }, size: Size(40, 30), now: 0)
        p.rendered(by: host, madeInMs: 2.5)
        p.rendered(by: host, madeInMs: 4)
        XCTAssertEqual(types, [], "a frame is traced when it is on screen, not when drawn")
        p.presented(atRest: false, now: 1)
        p.presented(atRest: true, now: 1.016)
        p.rendered(by: host)
        p.presented(atRest: true, now: 2)
        XCTAssertEqual(types, ["frame", "frame", "settled"], "an unmeasured frame has no line; settled follows its frame")
        XCTAssertEqual(lines.map { $0["t"] as? Double }, [1000, 1016, 1016])
        XCTAssertEqual(lines[0]["ms"] as? Double, 2.5)
        XCTAssertNil(lines[0]["interval"], "the first frame has none before it")
        XCTAssertEqual(lines[1]["ms"] as? Double, 4)
        XCTAssertEqual(try XCTUnwrap(lines[1]["interval"] as? Double), 16, accuracy: 0.05)
        XCTAssertEqual(lines[1]["seq"] as? Int, 0)
    }

    func testWithoutMeasuredFramesNoFrameLineIsTraced() {
        let p = publisher(state: [:])
        let host = ComponentHost(DrawnView { _ in .empty }, size: Size(40, 30), now: 0)
        p.rendered(by: host)
        p.presented(atRest: true, now: 0.5)
        XCTAssertEqual(types, ["settled"])
    }
}
