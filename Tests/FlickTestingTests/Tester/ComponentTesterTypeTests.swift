import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// `ComponentTester.type` and a scenario's `type` deliver one key per character with its text,
/// and a field's text published as a state key named with blanks and dots reads back through
/// `expect`, quotes and non-ASCII included.
final class ComponentTesterTypeTests: XCTestCase {
    /// Records every key it is given and keeps what they typed as "First name.text".
    private final class KeyRecorder: Component {
        var keys: [KeyCombo] = []
        private var text = ""

        func layout(size: Size, now: Double) {}

        func handle(_ gesture: Gesture, now: Double) -> Bool {
            guard case .key(let key) = gesture else { return false }
            keys.append(key)
            text += key.text
            return true
        }

        func scene(now: Double) -> SceneNode { .fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(hex: 0x203040)) }

        func isAnimating(now: Double) -> Bool { false }

        var state: [String: String] { ["First name.text": text] }
    }

    func testTypeDeliversAKeyPerCharacterWithItsText() {
        let recorder = KeyRecorder()
        let tester = ComponentTester(recorder, size: Size(100, 100))
        tester.type("Hé €")
        XCTAssertEqual(recorder.keys.map(\.name), ["h", "eacute", "space", "U20AC"])
        XCTAssertEqual(recorder.keys.map(\.text), ["H", "é", " ", "€"])
        XCTAssertEqual(tester.state["First name.text"], "Hé €")
        XCTAssertEqual(tester.failures, [])
    }

    func testAScenarioTypesAndExpectsAKeyWithBlanksAndDots() throws {
        let recorder = KeyRecorder()
        let tester = ComponentTester(recorder, size: Size(100, 100))
        try tester.run(script: #"type "Ada \"Grüße\" 中""# + "\nexpect \"First name.text\" Ada \"Grüße\" 中\n")
        XCTAssertEqual(recorder.keys.count, 13)
        XCTAssertThrowsError(try tester.run(script: "expect \"First name.text\" Ada\n")) { error in
            XCTAssertTrue("\(error)".contains("expected First name.text = Ada, got"), "\(error)")
        }
    }
}
