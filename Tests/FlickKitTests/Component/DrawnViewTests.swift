import FlickCore
import FlickKit
import XCTest

/// `DrawnView`: draws a scene for its laid-out size and does nothing else.
final class DrawnViewTests: XCTestCase {
    func testItDrawsTheSceneForItsLaidOutSize() {
        var sizes: [Size] = []
        let view = DrawnView { size in
            sizes.append(size)
            return .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(hex: 0xD03030))
        }
        view.layout(size: Size(320, 200), now: 0)
        guard case .rect(let rect, _, _) = view.scene(now: 0) else { return XCTFail("not the fill drawn") }
        XCTAssertEqual(rect, Rect(x: 0, y: 0, width: 320, height: 200))
        view.layout(size: Size(100, 50), now: 1)
        _ = view.scene(now: 1)
        XCTAssertEqual(sizes, [Size(320, 200), Size(100, 50)])
        XCTAssertEqual(view.size, Size(100, 50))
    }

    func testItHandlesNoGestureNeverAnimatesAndPublishesNoState() {
        let view = DrawnView { _ in .empty }
        view.layout(size: Size(100, 100), now: 0)
        let gestures: [Gesture] = [.press(Point(5, 5), button: 1, modifiers: []), .tap(Point(5, 5), count: 1, button: 1, modifiers: []),
                                   .key(KeyCombo("Right")), .scroll(Point(5, 5), delta: Point(0, 1), modifiers: [])]
        for g in gestures { XCTAssertFalse(view.handle(g, now: 0)) }
        XCTAssertFalse(view.isAnimating(now: 0))
        XCTAssertNil(view.nextDeadline(now: 0))
        XCTAssertEqual(view.state, [:])
    }
}
