@testable import FlickDemo
import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The browser demo's address field: reached by Tab and ctrl+l, named "Address" for scenarios and
/// screen readers, and what is typed there and entered opens as a new page titled by it.
final class CarouselDemoAddressTests: XCTestCase {
    private func tester(_ size: Size = Size(1024, 700)) -> (ComponentTester, CarouselDemoView) {
        let view = CarouselDemo.make()
        let tester = ComponentTester(view, size: size)
        tester.onFailure = { message, file, line in XCTFail(message, file: file, line: line) }
        tester.settle()
        return (tester, view)
    }

    func testCtrlLFocusesTheFieldAndReturnOpensWhatWasTypedAsANewPage() {
        let (t, view) = tester()
        t.key("ctrl+l")
        XCTAssertTrue(view.toolbar.addressField.isFocused)
        t.type("flick.example/notes")
        XCTAssertEqual(t.state["Address.text"], "flick.example/notes")
        XCTAssertEqual(t.state["carousel.count"], "6", "typing opens nothing")
        t.key("Return")
        t.settle()
        XCTAssertEqual(t.state["carousel.count"], "7")
        XCTAssertEqual(t.state["carousel.selected"], "1", "after the page it was typed on, as ctrl+t")
        XCTAssertEqual(t.state["carousel.title"], "flick.example/notes")
        XCTAssertEqual(t.state["carousel.presenting"], "false")
        XCTAssertEqual(t.state["Address.text"], "")
        XCTAssertFalse(view.toolbar.addressField.isFocused, "the new page has the keys")
        t.key("ctrl+t")
        t.settle()
        XCTAssertEqual(t.state["carousel.title"], "Untitled", "the typed address opened once")
    }

    func testKeysThatPinchOrPresentElsewhereTypeIntoTheField() {
        let (t, _) = tester()
        t.key("ctrl+l")
        t.type("GPL-3 +=")
        t.settle()
        XCTAssertEqual(t.state["Address.text"], "GPL-3 +=")
        XCTAssertEqual(t.state["carousel.presenting"], "false", "no pinch and no overview")
    }

    func testTabReachesTheFieldFromTheOverviewAndGoesOnToTheButtons() {
        let (t, view) = tester()
        t.key("Tab")
        t.settle()
        XCTAssertEqual(t.state["carousel.presenting"], "true")
        t.key("Tab")
        XCTAssertEqual(view.toolbar.focusedStop, .button(.settings))
        t.key("Tab")
        XCTAssertEqual(view.toolbar.focusedStop, .address)
        t.type("a")
        XCTAssertEqual(t.state["Address.text"], "a")
        t.key("Tab")
        XCTAssertEqual(view.toolbar.focusedStop, .button(.grid))
        t.key("shift+Tab")
        XCTAssertEqual(view.toolbar.focusedStop, .address)
        t.key("Escape")
        XCTAssertNil(view.toolbar.focusedStop)
        XCTAssertEqual(t.state["carousel.presenting"], "true", "Escape let go of the field only")
    }

    func testTheFieldIsAnEntryNamedAddressThatAClickFocusesAndAPageClickLetsGo() throws {
        let (t, view) = tester()
        let entry = try XCTUnwrap(t.elements.first { $0.role == .entry && $0.name == "Address" })
        XCTAssertEqual(entry.frame, view.addressFrame)
        t.click("Address", role: .entry)
        XCTAssertTrue(view.toolbar.addressField.isFocused)
        t.type("x")
        XCTAssertEqual(t.state["Address.text"], "x")
        t.click(at: Point(500, 300))
        XCTAssertFalse(view.toolbar.addressField.isFocused)
    }

    func testABlankAddressOpensNothingAndANarrowBarHasNoField() {
        let (t, _) = tester()
        t.key("ctrl+l")
        t.type("   ")
        t.key("Return")
        t.settle()
        XCTAssertEqual(t.state["carousel.count"], "6")
        let (narrow, small) = tester(Size(320, 480))
        XCTAssertNil(small.toolbar.addressFrame)
        narrow.key("ctrl+l")
        XCTAssertFalse(small.toolbar.addressField.isFocused)
        XCTAssertFalse(narrow.elements.contains { $0.name == "Address" })
    }

    func testAPageOpenedFromAnAddressIsRestoredWithIt() {
        let page = FakeWebPage(content: nil, typedAddress: "flick.example/notes")
        XCTAssertEqual(page.restorationState(), .string("flick.example/notes"))
        let restored = FakeWebPage(restoring: page.restorationState())
        XCTAssertEqual(restored.title, "flick.example/notes")
        XCTAssertNil(restored.content)
        XCTAssertNil(FakeWebPage(restoring: .string("  ")).title, "a blank saved address is a blank page")
        XCTAssertEqual(FakeWebPage.typedAddress(String(repeating: "é", count: 500))?.count, CarouselDemoToolbar.addressMaximumLength)
    }
}
