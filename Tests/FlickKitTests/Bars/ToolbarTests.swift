import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ToolbarTests: XCTestCase {
    private func bar(_ hits: UnsafeMutablePointer<[String]>? = nil) -> Toolbar {
        let t = Toolbar(buttons: ["a", "b", "c"].map { id in
            ToolbarButton(id: id, title: id.uppercased(), icon: .next) { _ in hits?.pointee.append(id) }
        })
        t.layout(size: Size(600, Toolbar.heightPx), now: 0)
        return t
    }

    func testAHiddenToolbarIgnoresClicksAndDrawsNothing() {
        var hits: [String] = []
        let t = bar(&hits)
        XCTAssertFalse(t.handle(.tap(Point(300, 20), count: 1, button: 1, modifiers: []), now: 0))
        XCTAssertEqual(hits, [])
        guard case .empty = t.scene(now: 0) else { return XCTFail("a hidden bar draws nothing") }
    }

    func testAShownToolbarRunsTheClickedButtonsAction() {
        var hits: [String] = []
        let t = bar(&hits)
        t.setShown(true, now: 0)
        let f = t.buttonFrame(2)
        XCTAssertTrue(t.handle(.press(f.center, button: 1, modifiers: []), now: 0))
        XCTAssertEqual(t.pressedButton, 2)
        t.handle(.release(f.center, button: 1), now: 0)
        XCTAssertTrue(t.handle(.tap(f.center, count: 1, button: 1, modifiers: []), now: 0))
        XCTAssertEqual(hits, ["c"])
        XCTAssertNil(t.pressedButton)
    }

    func testButtonsShareTheWidthCentredWithoutATitle() {
        let t = bar()
        XCTAssertEqual(t.buttonFrame(0).width, 96)
        XCTAssertEqual(t.buttonFrame(0).minX, (600 - 3 * 96) / 2)
        XCTAssertEqual(t.buttonFrame(2).maxX, 600 - (600 - 3 * 96) / 2)
        XCTAssertEqual(t.buttonFrame(1).height, Toolbar.heightPx)
    }

    func testTheFadeTakesTheToolbarFadeTimeAndReversesFromWhereItIs() {
        let t = bar()
        t.setShown(true, now: 0)
        XCTAssertEqual(t.opacity(now: 0), 0)
        XCTAssertTrue(t.isAnimating(now: Constants.toolbarFadeS / 2))
        XCTAssertEqual(t.opacity(now: Constants.toolbarFadeS), 1)
        t.setShown(false, now: 1)
        t.setShown(true, now: 1 + Constants.toolbarFadeS / 2)
        let mid = t.opacity(now: 1 + Constants.toolbarFadeS / 2)
        XCTAssertGreaterThan(mid, 0)
        XCTAssertLessThan(mid, 1)
        XCTAssertFalse(t.isAnimating(now: 1 + Constants.toolbarFadeS + 0.001), "a reversed fade is shorter")
    }

    func testButtonsDrawAPathIconAndATextLabel() {
        let t = bar()
        t.setShown(true, now: 0, animated: false)
        let scene = t.scene(now: 0)
        XCTAssertEqual(SceneProbe.texts(scene), ["A", "B", "C"])
        XCTAssertTrue(SceneProbe.textNodes(scene).allSatisfy { $0.font.family == "DejaVu Sans" })
        for icon in [ToolbarIcon.first, .previous, .next, .last] {
            XCTAssertFalse(icon.paths(in: Rect(x: 0, y: 0, width: 14, height: 14), color: .white).isEmpty)
        }
        XCTAssertTrue(ToolbarIcon.none.paths(in: Rect(x: 0, y: 0, width: 14, height: 14), color: .white).isEmpty)
    }
}
