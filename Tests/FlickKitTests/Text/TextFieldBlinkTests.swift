import FlickCore
import FlickKit
import XCTest

final class TextFieldBlinkTests: XCTestCase {
    private func caretShown(_ field: TextField, now: Double) -> Bool {
        // The caret is the only fill in the text colour, one caret width wide.
        var found = false
        func walk(_ node: SceneNode) {
            switch node {
            case .rect(let r, _, _) where r.width == Constants.caretWidthPx: found = true
            case .group(let g): g.children.forEach(walk)
            default: break
            }
        }
        walk(field.scene(now: now))
        return found
    }

    func testTheCaretBlinksWhileFocusedAndStopsBlinkingAfterTenSecondsWithoutInput() {
        let field = TextInput.field(TextField(text: "x"))
        field.advance(to: 0)
        TextInput.type("y", into: field, now: 0)
        XCTAssertTrue(caretShown(field, now: 0.1))
        XCTAssertFalse(caretShown(field, now: 0.9), "hidden in the last third of the cycle")
        XCTAssertEqual(field.nextDeadline(now: 0.1)!, 0.8, accuracy: 1e-9)
        XCTAssertEqual(field.nextDeadline(now: 0.9)!, 1.2, accuracy: 1e-9)
        XCTAssertEqual(field.nextDeadline(now: 9.9)!, 10, accuracy: 1e-9)
        XCTAssertNil(field.nextDeadline(now: 10), "an idle window never wakes again")
        XCTAssertTrue(caretShown(field, now: 10.5), "shown steadily")
        TextInput.type("z", into: field, now: 20)
        XCTAssertNotNil(field.nextDeadline(now: 20), "typing starts it again")
    }

    func testAnUnfocusedFieldShowsNoCaretAndHasNoDeadline() {
        let field = TextInput.field(TextField(text: "x"))
        field.isFocused = false
        XCTAssertFalse(caretShown(field, now: 0.1))
        XCTAssertNil(field.nextDeadline(now: 0))
    }
}
