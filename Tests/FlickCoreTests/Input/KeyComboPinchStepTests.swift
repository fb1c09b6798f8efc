import XCTest
@testable import FlickCore

final class KeyComboPinchStepTests: XCTestCase {
    private func step(_ name: String) -> Double? { KeyCombo(parsing: name)!.pinchStepScale }

    func testPlusAndEqualStandForOnePinchStepOutwardsWithOrWithoutShift() throws {
        for name in ["plus", "equal", "KP_Add", "shift+plus", "shift+equal"] {
            XCTAssertEqual(try XCTUnwrap(step(name), name), Constants.pinchStepScale, accuracy: 1e-12, name)
        }
    }

    func testMinusStandsForOnePinchStepInwards() throws {
        for name in ["minus", "KP_Subtract"] {
            XCTAssertEqual(try XCTUnwrap(step(name), name), 1 / Constants.pinchStepScale, accuracy: 1e-12, name)
        }
    }

    func testKeysWithControlOrAltAndOtherKeysStandForNoPinch() {
        for name in ["ctrl+plus", "ctrl+minus", "alt+equal", "0", "Right", "a"] {
            XCTAssertNil(step(name), name)
        }
    }
}
