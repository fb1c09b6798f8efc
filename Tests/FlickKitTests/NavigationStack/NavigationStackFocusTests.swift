import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// A page pushed while the stack holds the focus takes it (its first stop, else Back), so a
/// screen reader follows the user onto it; a pop gives it back to where it was on the page below.
final class NavigationStackFocusTests: XCTestCase {
    private let open = Button("Open")
    private lazy var stack: NavigationStack = {
        let s = NavigationStack(root: NavigationPage(title: "Root", content: open))
        s.layout(size: Size(800, 600), now: 0)
        return s
    }()

    private var focusedNode: (any Component)? { FocusChain.focusedNode(in: stack, now: 0) }

    func testAPageWithoutStopsGivesTheFocusToBackAndAPopGivesItBack() {
        FocusChain.focus(open, among: [stack], now: 0)
        stack.push(NavigationPage(title: "Photo", content: DrawnView { _ in .empty }), now: 0)
        XCTAssertTrue(focusedNode === stack.backButton, "the pushed page has no stop: Back takes the focus")
        XCTAssertFalse(open.isFocused, "one focused node")
        stack.advance(to: 1)
        stack.pop(now: 1)
        XCTAssertTrue(focusedNode === open, "back where it was")
        XCTAssertFalse(stack.backButton.isFocused)
    }

    func testAPageWithAStopTakesTheFocusOnItsFirstAndPopToRootGivesItBack() {
        FocusChain.focus(open, among: [stack], now: 0)
        let reply = Button("Reply")
        stack.push(NavigationPage(title: "Message", content: reply), animated: false, now: 0)
        XCTAssertTrue(focusedNode === reply)
        stack.push(NavigationPage(title: "More", content: DrawnView { _ in .empty }), animated: false, now: 0)
        XCTAssertTrue(focusedNode === stack.backButton)
        stack.popToRoot(animated: false, now: 0)
        XCTAssertTrue(focusedNode === open, "the root's node, not the page in between's")
        XCTAssertFalse(reply.isFocused)
    }

    func testAPushWhileTheFocusIsElsewhereLeavesItThere() {
        stack.push(NavigationPage(title: "Message", content: Button("Reply")), animated: false, now: 0)
        XCTAssertNil(focusedNode, "the stack did not hold the focus: it does not take it")
        stack.pop(animated: false, now: 0)
        XCTAssertNil(focusedNode)
    }
}
