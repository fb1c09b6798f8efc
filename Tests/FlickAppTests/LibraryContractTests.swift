import FlickApp
import XCTest

/// The library contract's names with `import FlickApp` alone (it re-exports FlickCore and
/// FlickKit), driven through a `ComponentHost` on virtual time as `FlickApp.run` drives it live.
final class LibraryContractTests: XCTestCase {
    private func fill(_ hex: UInt32) -> DrawnView {
        DrawnView { size in SceneNode.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(hex: hex)) }
    }

    func testADragFromTheLeftEdgeOpensTheDecksLeftSide() {
        let deck = Deck(center: fill(0xD03030), left: fill(0x202830))
        let host = ComponentHost(deck, size: Size(640, 480), now: 0)
        let fps = 60.0
        var t = 0.0
        host.handle(.pointerDown(PointerInput(location: Point(4, 240), time: t)), now: t)
        for k in 1...12 {
            t = Double(k) / fps
            host.handle(.pointerMove(PointerInput(location: Point(4 + Double(k) * 30, 240), time: t)), now: t)
            host.advance(to: t)
        }
        host.handle(.pointerUp(PointerInput(location: Point(364, 240), time: t)), now: t)
        while host.isAnimating(now: t), t < 5 {
            t += 1 / fps
            host.advance(to: t)
        }
        XCTAssertFalse(host.isAnimating(now: t), "the deck settles")
        XCTAssertEqual(deck.state["deck.state"], "left")
    }
}
