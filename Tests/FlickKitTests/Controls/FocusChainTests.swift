import XCTest
import FlickCore
@testable import FlickKit

final class FocusChainTests: XCTestCase {
    func testTabSkipsLabelsAndDisabledControlsAndWraps() {
        let a = Button("a"), b = Button("b"), label = Label("l"), c = Switch(name: "c")
        b.isEnabled = false
        let list: [Control] = [a, label, b, c]
        var chain = FocusChain()
        XCTAssertEqual(chain.advance(in: list)?.name, "a")
        XCTAssertEqual(chain.advance(in: list)?.name, "c")
        XCTAssertEqual(chain.advance(in: list)?.name, "a")
        XCTAssertTrue(a.isFocused)
        XCTAssertFalse(c.isFocused)
        XCTAssertEqual(chain.advance(in: list, backward: true)?.name, "c")
    }

    func testFocusLeavesAControlThatIsRemoved() {
        let a = Button("a"), b = Button("b")
        var chain = FocusChain()
        chain.focus(b)
        chain.validate(in: [a])
        XCTAssertNil(chain.focused)
        XCTAssertFalse(b.isFocused)
    }

    func testNothingFocusableMeansNoFocus() {
        var chain = FocusChain()
        XCTAssertNil(chain.advance(in: [Label("x")]))
    }
}
