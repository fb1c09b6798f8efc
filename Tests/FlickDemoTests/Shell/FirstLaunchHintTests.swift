@testable import FlickDemo
import FlickCore
import FlickKit
import Foundation
import XCTest

/// First-launch hints (issue 12 §4): one per demo, drawn over it until it is used, animated for
/// a bounded time, remembered; never without a keeper (`flick record`, `flick bench`).
final class FirstLaunchHintTests: XCTestCase {
    private var dirs: StateDirs!

    override func setUp() { dirs = StateDirs.empty() }
    override func tearDown() { dirs.remove() }

    private func launch(_ demo: DemoName) -> (AppController, SessionKeeper) {
        let l = StateLocations(configDirectory: URL(fileURLWithPath: dirs.config + "/flick"),
                               stateDirectory: URL(fileURLWithPath: dirs.state + "/flick"))
        let keeper = SessionKeeper(locations: l, fresh: false, warn: { _ in })
        let app = AppController(demo: demo, root: keeper.makeRoot(demo), size: Size(800, 600), now: 0)
        keeper.attach(to: app, now: 0)
        app.keeper = keeper
        return (app, keeper)
    }

    private func texts(_ node: SceneNode) -> [String] {
        switch node {
        case .text(let t): return [t.text]
        case .group(let g): return g.children.flatMap(texts)
        default: return []
        }
    }

    func testEveryDemoHasItsOwnHint() {
        let all = DemoName.allCases.filter { $0 != .shell }.map { FirstLaunchHint.of($0).text }
        XCTAssertEqual(Set(all).count, all.count)
        XCTAssertEqual(FirstLaunchHint.of(.carousel).text, "Press Tab or pinch to see all pages")
    }

    func testTheSlidesHintStrokesBelowTheScenesTitleNotOverIt() throws {
        let (app, _) = launch(.slides)
        app.advance(to: 0)
        let caption = try XCTUnwrap(app.host.semanticsTree(now: 0).allNodes.first { $0.name == "Scene 1 of 7" })
        let hint = FirstLaunchHint.of(.slides)
        // The highest the hand and its arrow reach: the fingertip's radius above the stroke's line.
        let top = 600 * hint.heightFraction - FirstLaunchHint.fingerRadiusPx
        XCTAssertGreaterThan(top, caption.frame.maxY + 8, "the arrow clear of \(caption.frame)")
    }

    func testTheHintShowsOnAFirstLaunchAndGoesWithTheFirstUse() {
        let (app, keeper) = launch(.swiper)
        XCTAssertTrue(texts(app.scene(now: 0.1)).contains("Drag the page sideways"))
        app.handle(.pointerMove(PointerInput(location: Point(10, 10), button: 0, time: 0.2)), now: 0.2)
        XCTAssertNotNil(keeper.visibleHint, "hovering is not using the demo")
        app.handle(.key(KeyInput(key: KeyCombo("Right"), time: 0.3)), now: 0.3)
        XCTAssertNil(keeper.visibleHint)
        XCTAssertFalse(texts(app.scene(now: 0.4)).contains("Drag the page sideways"))
        keeper.flush()
        let (again, k2) = launch(.swiper)
        XCTAssertNil(k2.visibleHint, "remembered: not shown again")
        XCTAssertFalse(texts(again.scene(now: 0.1)).contains("Drag the page sideways"))
    }

    func testTheHandMovesForABoundedTimeThenNothingWakesTheApp() {
        let (app, keeper) = launch(.museum)
        XCTAssertTrue(app.isAnimating(now: 1))
        XCTAssertEqual(app.nextDeadline(now: 1) ?? .nan, Constants.hintAnimationS, accuracy: 1e-9)
        app.advance(to: Constants.hintAnimationS)
        XCTAssertFalse(app.isAnimating(now: Constants.hintAnimationS))
        XCTAssertTrue(app.needsDisplay(now: Constants.hintAnimationS), "one frame draws the hand at rest")
        XCTAssertNil(app.nextDeadline(now: Constants.hintAnimationS))
        XCTAssertNotNil(keeper.visibleHint, "it stays until used")
    }

    func testTheShellShowsTheShownDemosHint() {
        let (app, keeper) = launch(.shell)
        XCTAssertNil(keeper.visibleHint, "none over the welcome page")
        (app.root as! Shell).choose(.swiper, now: 0.05)
        app.advance(to: 0.05)
        XCTAssertEqual(keeper.visibleHint, FirstLaunchHint.of(.swiper))
        app.handle(.key(KeyInput(key: KeyCombo("Right"), time: 0.1)), now: 0.1)
        XCTAssertNil(keeper.visibleHint)
        (app.root as! Shell).show(.carousel, now: 0.2)
        app.advance(to: 0.2)
        XCTAssertEqual(keeper.visibleHint, FirstLaunchHint.of(.carousel))
    }

    func testWithoutAKeeperThereIsNoHint() {
        let app = AppController(demo: .swiper, size: Size(800, 600), now: 0)
        XCTAssertFalse(texts(app.scene(now: 0.1)).contains("Drag the page sideways"))
        XCTAssertFalse(app.isAnimating(now: 0.1))
    }
}
