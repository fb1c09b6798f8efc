@testable import FlickDemo
import FlickCore
import FlickKit
import FlickCairo
import XCTest

/// The global settings as `AppController` applies them: slow animations, show touches, frame times.
final class AppControllerSettingsTests: XCTestCase {
    private func key(_ app: AppController, _ name: String, at t: Double) {
        app.handle(.key(KeyInput(key: KeyCombo(name), time: t)), now: t)
    }

    private func offset(_ app: AppController) -> Double { Double(app.state["deck.offset"] ?? "") ?? .nan }

    func testSlowAnimationsMakeASlideTakeFiveTimesAsLong() {
        let app = AppController(demo: .deck, size: Size(1024, 700), now: 0)
        app.settings.slowAnimations = true
        key(app, "F9", at: 0)
        app.advance(to: 1.4)
        XCTAssertTrue(app.isAnimating(now: 1.4), "0.3 s × 5 = 1.5 s")
        XCTAssertLessThan(offset(app), 256, "the menu: a quarter of the window")
        app.advance(to: 1.5)
        XCTAssertFalse(app.isAnimating(now: 1.5))
        XCTAssertEqual(offset(app), 256)
    }

    func testSwitchingSlowMotionOnMidSlideDoesNotJump() {
        let app = AppController(demo: .deck, size: Size(1024, 700), now: 0)
        key(app, "F9", at: 0)
        app.advance(to: 0.1)
        let before = offset(app)
        app.settings.slowAnimations = true
        // The switch takes effect at the next event, at its time: nothing moves in between.
        app.handle(.pointerMove(PointerInput(location: Point(1, 1), button: 0, time: 0.1)), now: 0.1)
        app.advance(to: 0.1)
        XCTAssertEqual(offset(app), before)
        XCTAssertEqual(app.componentTime(0.6), 0.2, accuracy: 1e-9)
    }

    func testWithoutSettingsTheClockIsUntouched() {
        let app = AppController(demo: .swiper, size: Size(320, 240), now: 0)
        XCTAssertEqual(app.componentTime(0.123), 0.123)
    }

    func testShowTouchesDrawsACircleOnlyWhileAButtonIsHeld() {
        let app = AppController(demo: .swiper, size: Size(320, 240), now: 0)
        app.settings.showTouches = true
        app.handle(.pointerDown(PointerInput(location: Point(100, 80), button: 1, time: 0)), now: 0)
        XCTAssertTrue(ellipses(app.scene(now: 0)).contains { $0.center == Point(100, 80) })
        app.handle(.pointerUp(PointerInput(location: Point(100, 80), button: 1, time: 0.1)), now: 0.1)
        XCTAssertFalse(ellipses(app.scene(now: 0.1)).contains { $0.center == Point(100, 80) })
    }

    func testTheFrameTimeOverlayShowsAfterAFrame() {
        let app = AppController(demo: .swiper, size: Size(320, 240), now: 0)
        app.settings.frameTimeOverlay = true
        let buffer = OffscreenBuffer(width: 320, height: 240)
        app.render(into: buffer.buffer, now: 0)
        XCTAssertTrue(texts(app.scene(now: 0)).contains { $0.contains(" ms") })
    }

    private func ellipses(_ n: SceneNode) -> [Rect] {
        switch n {
        case .group(let g): return g.children.flatMap(ellipses)
        case .ellipse(let r, _): return [r]
        default: return []
        }
    }

    private func texts(_ n: SceneNode) -> [String] {
        switch n {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t.text]
        default: return []
        }
    }
}
