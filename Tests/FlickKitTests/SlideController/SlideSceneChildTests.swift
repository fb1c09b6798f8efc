import XCTest
import FlickCore
@testable import FlickKit

/// The slide controller's scenes are any components, held as children: adopted, laid out at its
/// size, named by the name given, the registry's name or their title, and the top one at rest
/// gets what the controller does not use.
final class SlideSceneChildTests: XCTestCase {
    func testScenesAreChildrenLaidOutAtTheControllersSizeAndLetGoOnceGone() {
        let h = SlideHarness(size: Size(800, 500))
        let a = h.controller.current as! SlideTestScene
        h.controller.advance(to: h.now)
        XCTAssertTrue(a.container === h.controller)
        XCTAssertTrue(a.enclosing(SlideController.self) === h.controller)
        XCTAssertEqual(a.layouts, [Size(800, 500)])
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        let b = h.controller.current as! SlideTestScene
        XCTAssertEqual(b.layouts, [], "laid out at the next frame")
        h.controller.advance(to: h.now)
        XCTAssertEqual(b.size, Size(800, 500))
        XCTAssertTrue(a.container === h.controller, "still held while it slides out")
        h.settle()
        XCTAssertNil(a.container, "gone once it has left")
        XCTAssertTrue(b.container === h.controller)
        h.controller.layout(size: Size(640, 480), now: h.now)
        XCTAssertEqual(b.size, Size(640, 480))
    }

    func testACoveredSceneStaysHeldAndShowingAnotherLetsEveryOldOneGo() {
        let h = SlideHarness()
        let a = h.controller.current!
        h.controller.cover(withSceneNamed: "B", direction: .up, animated: false, now: h.now)
        let b = h.controller.cover!
        h.settle()
        XCTAssertTrue(a.container === h.controller, "covered, not gone")
        h.controller.show(SlideTestScene("Z"))
        XCTAssertNil(a.container)
        XCTAssertNil(b.container)
        XCTAssertEqual(h.names, ["Z"], "named by its title")
    }

    func testASceneGoesByTheNameGivenElseTheRegistrysElseItsTitleElseUntitled() {
        let h = SlideHarness()
        h.controller.show(SlideTestScene("own title"), name: "Given")
        XCTAssertEqual(h.state["slides.current"], "Given")
        let made = try! h.controller.registry.make("C").get()
        h.controller.replace(with: made, direction: .left, animated: false, now: h.now)
        XCTAssertEqual(h.state["slides.current"], "C", "the registry's name")
        h.controller.replace(with: SlideTestScene("Titled"), direction: .left, animated: false, now: h.now)
        XCTAssertEqual(h.state["slides.current"], "Titled")
        let untitled = DrawnView { _ in .empty }
        h.controller.replace(with: untitled, direction: .left, animated: false, now: h.now)
        XCTAssertEqual(h.state["slides.current"], "Untitled")
        XCTAssertEqual(h.controller.name(of: untitled), "Untitled")
    }

    func testTheTopSceneAtRestGetsClicksAndTheKeysTheControllerLeaves() {
        let h = SlideHarness()
        let a = h.controller.current as! SlideTestScene
        h.click(Point(500, 300))
        h.key("x")
        XCTAssertEqual(a.received, ["press", "release", "tap", "key x"])
        h.key("Left")
        XCTAssertEqual(a.received.count, 4, "arrow keys slide, the scene does not see them")
        let b = h.controller.current as! SlideTestScene
        h.run(0.1)
        h.click(Point(500, 300))
        XCTAssertTrue(b.received.isEmpty, "a press during a slide catches it, no scene sees it")
    }

    func testADragThatSlidesEndsTheScenesPressWithoutAClick() {
        let h = SlideHarness()
        let a = h.controller.current as! SlideTestScene
        h.drag(Point(-300, 0), velocity: .zero)
        XCTAssertEqual(a.received, ["press", "cancel"])
        XCTAssertTrue(h.controller.isSliding(now: h.now) || h.names != ["A"], "the drag slid")
    }

    func testWithoutDraggingTheTopSceneGetsTheDrag() {
        let h = SlideHarness(options: SlideOptions(allowsDragging: false))
        let a = h.controller.current as! SlideTestScene
        a.consumes = true
        h.drag(Point(-300, 0), velocity: .zero)
        XCTAssertEqual(a.received, ["press", "pan"], "the press, then the pan")
        XCTAssertEqual(h.names, ["A"])
    }
}
