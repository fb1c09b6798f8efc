@testable import FlickDemo
import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The browser demo's stops are focus children of the one focus mechanism: the carousel (its cards
/// while presenting), then the toolbar's buttons and its address field, in reading order, with one
/// focused node at each step, and the walk goes on past the toolbar to whatever holds the demo.
final class CarouselDemoFocusTests: XCTestCase {
    private func tester(_ root: any Component) -> ComponentTester {
        let t = ComponentTester(root, size: Size(1024, 700))
        t.onFailure = { message, file, line in XCTFail(message, file: file, line: line) }
        t.settle()
        return t
    }

    /// The focused nodes of the window's tree, as "role name".
    private func focused(_ t: ComponentTester) -> [String] {
        t.tree.allNodes.filter { $0.states.contains(.focused) }.map { "\($0.role.rawValue) \($0.name)" }
    }

    func testTabWalksTheCardsThenTheToolbarsStopsWithOneFocusedNodeAndFocusChainAgrees() {
        let view = CarouselDemo.make()
        let t = tester(view)
        var order: [[String]] = []
        for _ in 0..<7 {
            t.key("Tab")
            t.settle()
            order.append(focused(t))
            let node = FocusChain.focusedNode(in: view, now: t.now)
            XCTAssertNotNil(node)
            XCTAssertTrue(FocusChain.stops(in: view, now: t.now).contains { $0 === node } || node === view.carousel,
                          "the node FocusChain says is one of the view's stops")
        }
        XCTAssertEqual(order, [["page-list Pages"], ["toggle Settings"], ["entry Address"], ["toggle Grid"],
                               ["button New Page"], ["toggle Pages"], ["page-list Pages"]])
        XCTAssertTrue(FocusChain.stops(in: view, now: t.now).contains { $0 === view.toolbar.addressField },
                      "the address field is a stop of the walk")
        t.key("shift+Tab")
        XCTAssertEqual(focused(t), ["toggle Pages"], "Shift+Tab from the cards goes back to the toolbar's last stop")
    }

    func testInTheShellTabGoesOnPastTheToolbarToTheShellsBarInsteadOfBackToTheCards() throws {
        let shell = Shell()
        let t = tester(shell)
        shell.show(.carousel, now: t.now)
        t.settle()
        let view = try XCTUnwrap(shell.demoView as? CarouselDemoView)
        var order: [[String]] = []
        for _ in 0..<12 {
            t.key("Tab")
            t.settle()
            let now = focused(t)
            XCTAssertEqual(now.count, 1, "one focused node: \(now)")
            order.append(now)
        }
        let flat = order.map { $0.first ?? "" }
        let pages = try XCTUnwrap(flat.firstIndex(of: "toggle Pages"), "Tab reaches the toolbar's Pages: \(flat)")
        XCTAssertEqual(Array(flat[pages - 3..<pages]), ["entry Address", "toggle Grid", "button New Page"])
        XCTAssertTrue(flat.indices.contains(pages + 1))
        XCTAssertNotEqual(flat[pages + 1], "page-list Pages", "past the toolbar the walk leaves the demo: \(flat)")
        XCTAssertTrue(view.carousel.isPresenting)
    }

    func testTheSettingsPanelTakesTheFocusAndGivesItBackToTheSettingsButton() {
        let view = CarouselDemo.make()
        let t = tester(view)
        t.key("Tab")
        t.key("Tab")
        XCTAssertEqual(focused(t), ["toggle Settings"])
        t.key("Return")
        t.settle()
        XCTAssertTrue(view.showsSettings)
        XCTAssertEqual(focused(t).count, 1)
        XCTAssertNotEqual(focused(t), ["toggle Settings"], "the open panel holds the focus")
        t.key("Escape")
        t.settle()
        XCTAssertFalse(view.showsSettings)
        XCTAssertEqual(focused(t), ["toggle Settings"], "given back to the button that opened it")
    }

    func testTheArrowsKeepTheirMeaningInTheAddressFieldAndOnAButton() {
        let view = CarouselDemo.make()
        let t = tester(view)
        t.key("Tab")
        t.settle()
        t.key("Tab")
        t.key("Tab")
        XCTAssertEqual(focused(t), ["entry Address"])
        t.type("abc")
        t.key("Left")
        t.key("Left")
        XCTAssertEqual(view.toolbar.addressField.caretOffset, 1, "Left moves the caret")
        XCTAssertEqual(t.state["carousel.selected"], "0", "not the selection")
        t.key("Tab")
        XCTAssertEqual(focused(t), ["toggle Grid"])
        t.key("Right")
        t.settle()
        XCTAssertEqual(t.state["carousel.selected"], "1", "on a button, Right moves the cards' selection")
        XCTAssertEqual(focused(t), ["toggle Grid"], "and leaves the focus where it is")
    }

    func testCtrlLInTheShellTakesTheFocusFromTheHeaderBarsButtonAndEscapeGivesItToTheCards() throws {
        let shell = Shell()
        let t = tester(shell)
        shell.show(.carousel, now: t.now)
        t.settle()
        for _ in 0..<12 where focused(t) != ["button Demos"] { t.key("Tab") }
        XCTAssertEqual(focused(t), ["button Demos"], "Tab reaches the shell's header bar")
        t.key("ctrl+l")
        XCTAssertEqual(focused(t), ["entry Address"], "one focused node in the window")
        t.key("Escape")
        XCTAssertEqual(focused(t), ["page-list Pages"], "letting go of the field, the cards take the focus")
    }
}
