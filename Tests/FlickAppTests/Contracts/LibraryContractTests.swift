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

    /// The contract program: a swiper over the app's pages in a default deck with a left drawer.
    private func contractProgram() -> (Deck, Swiper) {
        let swiper = Swiper(pageCount: 4) { _ in self.fill(0xD03030) }
        return (Deck(center: swiper, left: fill(0x202830)), swiper)
    }

    /// Drags from `x0` to `x1` at mid-height, 30 px a frame, and lets everything settle.
    private func drag(_ host: ComponentHost, from x0: Double, to x1: Double) {
        var t = 0.0
        let steps = Int(abs(x1 - x0) / 30)
        host.handle(.pointerDown(PointerInput(location: Point(x0, 240), time: t)), now: t)
        for k in 1...steps {
            t = Double(k) / 60
            host.handle(.pointerMove(PointerInput(location: Point(x0 + (x1 - x0) * Double(k) / Double(steps), 240), time: t)), now: t)
            host.advance(to: t)
        }
        host.handle(.pointerUp(PointerInput(location: Point(x1, 240), time: t)), now: t)
        while host.isAnimating(now: t), t < 5 {
            t += 1 / 60
            host.advance(to: t)
        }
    }

    func testInTheContractProgramADragAcrossTheSwiperTurnsItsPageAndLeavesTheDeckClosed() {
        let (deck, swiper) = contractProgram()
        let host = ComponentHost(deck, size: Size(640, 480), now: 0)
        drag(host, from: 500, to: 200)
        XCTAssertGreaterThan(swiper.currentIndex, 0, "the swiper turned (a fast drag may fling past one page)")
        XCTAssertEqual(deck.state["deck.state"], "closed")
    }

    /// Issue 20's contract names: a swiper of `PictureView(file:contentMode:)`, `FlickApp.post`
    /// and `FlickApp.run(_:title:size:)` (the swiper's options are another part's).
    func testThePictureContractsNamesCompile() {
        let files = ["/photos/a.jpg", "/photos/b.png", "/photos/c.jpg"]
        let viewer = Swiper(pageCount: files.count) { index in
            PictureView(file: files[index], contentMode: .fit)
        }
        let run: (any Component, String, Size) -> Int32 = FlickApp.run
        let post: (@escaping @Sendable () -> Void) -> Void = FlickApp.post
        _ = (run, post)
        XCTAssertEqual(ContentMode.allCases, [.fit, .fill, .center, .scaleDown])
        let host = ComponentHost(viewer, size: Size(640, 480), now: 0)
        XCTAssertEqual(host.semanticsTree(now: 0).allNodes.filter { $0.role == .picture && $0.isShowing }.map(\.name), ["a.jpg"])
    }

    func testInTheContractProgramADragFromTheLeftEdgeOpensTheDrawer() {
        let (deck, swiper) = contractProgram()
        let host = ComponentHost(deck, size: Size(640, 480), now: 0)
        drag(host, from: 4, to: 364)
        XCTAssertEqual(deck.state["deck.state"], "left")
        XCTAssertEqual(swiper.currentIndex, 0)
    }
}
