import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The navigation stack's pages are children: adopted while it shows them, drawn through
/// `placedScene` below the bar.
final class NavigationStackChildTests: XCTestCase {
    private func stack() -> (NavigationStack, DrawnView) {
        let root = DrawnView(title: "root") { .fill(Rect(size: $0), .white) }
        let s = NavigationStack(root: NavigationPage(title: "Root", content: root))
        s.layout(size: Size(800, 600), now: 0)
        return (s, root)
    }

    func testAVersionedPageAtRestIsAnImageKeyedByItselfBelowTheBar() {
        let (s, root) = stack()
        let snaps = SceneProbe.snapshots(s.scene(now: 0))
        XCTAssertEqual(snaps.map(\.key), [SnapshotKey(root), SnapshotKey(s.bar)], "the page, then the bar over it")
        XCTAssertEqual(snaps.first?.frame, Rect(x: 0, y: 48, width: 800, height: 552))
        XCTAssertEqual(snaps.first?.size, Size(800, 552))
    }

    func testAPageWithoutAVersionIsDrawnLiveBelowTheBar() {
        let probe = DeckProbe()
        let s = NavigationStack(root: NavigationPage(title: "Root", content: probe))
        s.layout(size: Size(800, 600), now: 0)
        guard case .group(let g) = s.scene(now: 0), case .group(let page)? = g.children.first else {
            return XCTFail("the page, then the bar")
        }
        XCTAssertEqual(page.transform, .translation(0, 48))
        XCTAssertEqual(page.clip, Rect(size: Size(800, 552)))
    }

    func testPagesAreAdoptedWhileShownAndReleasedOncePoppedAndGone() {
        let (s, root) = stack()
        XCTAssertTrue(root.container === s)
        let a = DrawnView { _ in .empty }, b = DrawnView { _ in .empty }
        s.push(NavigationPage(title: "A", content: a), animated: false, now: 0)
        s.push(NavigationPage(title: "B", content: b), now: 0)
        XCTAssertTrue(b.enclosing(NavigationStack.self) === s)
        s.advance(to: 1)
        s.pop(now: 1)
        XCTAssertTrue(b.container === s, "still shown while it slides out")
        s.advance(to: 2)
        XCTAssertNil(b.container, "gone once the pop has run")
        s.popToRoot(animated: false, now: 2)
        XCTAssertNil(a.container)
        let newRoot = DrawnView { _ in .empty }
        s.setRoot(NavigationPage(title: "New", content: newRoot), now: 2)
        XCTAssertNil(root.container)
        XCTAssertTrue(newRoot.container === s)
    }

    func testPopToRootLetsGoOfThePagesInBetween() {
        let (s, _) = stack()
        let pages = (0..<3).map { _ in DrawnView { _ in .empty } }
        for p in pages { s.push(NavigationPage(title: "p", content: p), animated: false, now: 0) }
        s.popToRoot(now: 0)
        XCTAssertNil(pages[0].container)
        XCTAssertNil(pages[1].container)
        XCTAssertTrue(pages[2].container === s, "the top page slides out first")
        s.advance(to: 1)
        XCTAssertNil(pages[2].container)
    }
}
