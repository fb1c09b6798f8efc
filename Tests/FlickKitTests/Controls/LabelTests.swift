import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class LabelTests: XCTestCase {
    func testALabelDrawsItsTextAndTakesNoInputOrFocus() {
        let l = Label("Panning", frame: Rect(x: 0, y: 0, width: 200, height: 20))
        XCTAssertFalse(l.acceptsFocus)
        XCTAssertFalse(l.handle(.press(Point(5, 5), button: 1, modifiers: []), now: 0))
        XCTAssertEqual(SceneProbe.texts(l.scene(now: 0)), ["Panning"])
    }

    func testAHeaderIsInSentenceCaseBoldInTheSecondaryColour() {
        let l = Label("Panning", emphasis: .header, frame: Rect(x: 0, y: 0, width: 200, height: 20))
        let t = SceneProbe.textNodes(l.scene(now: 0))
        XCTAssertEqual(t.map(\.text), ["Panning"], "as GNOME writes its group titles, not in capitals")
        XCTAssertEqual(t.first?.font.weight, ControlStyle.standard.headerFont.weight)
        XCTAssertEqual(t.first?.color, ControlStyle.standard.secondaryText)
    }

    func testChangingTheTextBumpsTheRevision() {
        let l = Label("a")
        let r = l.revision
        l.text = "a"
        XCTAssertEqual(l.revision, r)
        l.text = "b"
        XCTAssertGreaterThan(l.revision, r)
    }
}
