import FlickCore
import FlickHost
import FlickKit
import XCTest

/// `+`, `=` and `-` pinch only when nobody used the key: a focused field types them.
final class ComponentHostKeyPinchTests: XCTestCase {
    private func key(_ name: String, text: String, at t: Double) -> InputEvent {
        let parsed = KeyCombo(parsing: name)!
        return .key(KeyInput(key: KeyCombo(parsed.name, modifiers: parsed.modifiers, text: text), time: t))
    }

    private func pinches(_ probe: ProbeComponent) -> [(Point, Double)] {
        probe.gestures.compactMap { g, _ in
            if case .pinch(let p, let scale) = g { return (p, scale) }
            return nil
        }
    }

    func testTypingPlusMinusAndEqualIntoAComponentThatTakesThemProducesNoPinch() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        var observed: [Gesture] = []
        host.onGesture = { gesture, _ in observed.append(gesture) }
        for (i, (name, text)) in [("shift+plus", "+"), ("minus", "-"), ("equal", "=")].enumerated() {
            host.handle(key(name, text: text, at: Double(i) * 0.1), now: Double(i) * 0.1)
        }
        XCTAssertTrue(pinches(probe).isEmpty, "the component took the keys: nothing pinches")
        XCTAssertEqual(observed.count, 3, "three key lines, no pinch line")
    }

    func testTheSameKeysWithNobodyUsingThemPinchAtThePointerOneStepEach() throws {
        let probe = ProbeComponent()
        probe.usesGestures = false
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        var observed: [Gesture] = []
        host.onGesture = { gesture, _ in observed.append(gesture) }
        host.handle(.pointerMove(PointerInput(location: Point(30, 40), button: 0, time: 0)), now: 0)
        host.handle(key("shift+plus", text: "+", at: 0.1), now: 0.1)
        host.handle(key("equal", text: "=", at: 0.2), now: 0.2)
        host.handle(key("minus", text: "-", at: 0.3), now: 0.3)
        host.handle(key("ctrl+minus", text: "", at: 0.4), now: 0.4)
        let steps = pinches(probe)
        XCTAssertEqual(steps.map(\.0), [Point(30, 40), Point(30, 40), Point(30, 40)])
        XCTAssertEqual(steps.map(\.1), [Constants.pinchStepScale, Constants.pinchStepScale, 1 / Constants.pinchStepScale])
        let kinds = observed.map { g -> String in
            switch g {
            case .key: return "key"
            case .pinch: return "pinch"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["other", "key", "pinch", "key", "pinch", "key", "pinch", "key"],
                       "each pinch is observed (traced) right after its key; ctrl+minus stays a key")
    }

    func testALayerThatTakesTheKeyLeavesNoPinchForTheRoot() {
        let probe = ProbeComponent(), layer = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        host.addLayer(layer, now: 0)
        host.handle(key("minus", text: "-", at: 0), now: 0)
        XCTAssertTrue(pinches(probe).isEmpty)
        XCTAssertTrue(pinches(layer).isEmpty)
    }
}
