import FlickTestSupport
import FlickCore
@testable import FlickKit
import XCTest

/// Deep stacks cost the same per slide and per frame at any depth (issue 18 item 4): the scenes
/// hidden at rest under the top are kept aside, not laid out, advanced or listed again.
final class SlideDeepStackTests: XCTestCase {
    /// A scene that counts how often it is laid out and advanced.
    private final class CountingScene: Component, Titled {
        let name: String
        var layouts = 0
        var advances = 0
        init(_ name: String) { self.name = name }
        var title: String? { name }
        func layout(size: Size, now: Double) { layouts += 1 }
        func handle(_ gesture: Gesture, now: Double) -> Bool { false }
        func advance(to now: Double) { advances += 1 }
        func scene(now: Double) -> SceneNode { .fill(Rect(x: 0, y: 0, width: 10, height: 10), .white) }
        func isAnimating(now: Double) -> Bool { false }
        var state: [String: String] { [:] }
        var contentVersion: Int? { 0 }
    }

    private static let depth = 10_000

    /// `depth` covers made at once over a base, as a restore makes them.
    private func deepController() -> (SlideController, [CountingScene]) {
        let controller = SlideController()
        controller.layout(size: Size(400, 300), now: 0)
        let scenes = (0...Self.depth).map { CountingScene("S\($0)") }
        controller.show(scenes[0])
        for scene in scenes.dropFirst() { controller.cover(with: scene, direction: .left, animated: false, now: 0) }
        controller.advance(to: 0)
        return (controller, scenes)
    }

    func testTenThousandCoversKeepOnlyTheTopInPlayAndTheStackIntact() {
        let (controller, scenes) = deepController()
        XCTAssertEqual(controller.depth, Self.depth)
        XCTAssertEqual(controller.state["slides.current"], "S0")
        XCTAssertEqual(controller.state["slides.cover"], "S\(Self.depth)")
        XCTAssertEqual(controller.stack.names, scenes.map(\.name))
        XCTAssertLessThanOrEqual(controller.layers.count, SlideController.liveStackedScenes)
        // The scenes in play were laid out once at the frame after they came in, not again for
        // every cover after them; the buried ones wait until they are needed.
        XCTAssertEqual(scenes.map(\.layouts).max(), 1)
        XCTAssertEqual(scenes.last?.layouts, 1)

        for scene in scenes { scene.advances = 0 }
        controller.advance(to: 1)
        XCTAssertLessThanOrEqual(scenes.map(\.advances).reduce(0, +), SlideController.liveStackedScenes,
                                 "a frame advances only the scenes in play")
        XCTAssertEqual(controller.placements(now: 1).map(\.sceneName), ["S\(Self.depth)"])
    }

    func testUncoveringADeepStackRevealsEachSceneInOrder() {
        let (controller, scenes) = deepController()
        var now = 1.0
        for expected in scenes.dropLast().reversed().prefix(50) {
            XCTAssertTrue(controller.uncover(now: now))
            // Mid-slide the scene under the leaving cover is drawn under it.
            XCTAssertEqual(controller.placements(now: now + 0.25).map(\.sceneName).first, expected.name)
            now += 1
            controller.advance(to: now)
            XCTAssertEqual(controller.stack.top.map(controller.name(of:)), expected.name)
        }
        XCTAssertEqual(controller.depth, Self.depth - 50)
        // Quick uncovers in a row (each before the last ended) reveal the right scenes too.
        for _ in 0..<5 { controller.uncover(now: now); now += 0.05; controller.advance(to: now) }
        now += 1
        controller.advance(to: now)
        XCTAssertEqual(controller.stack.top.map(controller.name(of:)), "S\(Self.depth - 55)")
        XCTAssertEqual(controller.placements(now: now).map(\.sceneName), ["S\(Self.depth - 55)"])
    }

    func testAReplaceOnADeepStackSlidesOverTheSceneUnderIt() {
        let (controller, _) = deepController()
        controller.advance(to: 1)
        controller.replace(with: CountingScene("New"), direction: .left, now: 1)
        XCTAssertEqual(controller.placements(now: 1.25).map(\.sceneName), ["S\(Self.depth - 1)", "S\(Self.depth)", "New"])
        controller.advance(to: 2)
        XCTAssertEqual(controller.stack.coverName, "New")
        XCTAssertEqual(controller.depth, Self.depth)
    }

    func testShowingASceneLetsGoOfEveryBuriedOne() {
        let (controller, scenes) = deepController()
        controller.advance(to: 1)
        controller.show(CountingScene("Only"))
        XCTAssertEqual(controller.stack.names, ["Only"])
        XCTAssertNil(scenes[0].container)
        XCTAssertNil(scenes[Self.depth / 2].container)
    }
}
