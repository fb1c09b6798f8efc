@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The slides demo's bar: one of the app's bars, its group labels under their buttons, drawn in
/// the appearance it was last laid out in.
final class SlidesDemoBarTests: XCTestCase {
    func testTheBarIsTheAppsBarHeightWithTheLabelsUnderTheButtons() {
        let demo = SlidesDemo()
        demo.layout(size: Size(1024, 700), now: 0, environment: ComponentEnvironment())
        XCTAssertEqual(demo.barFrame.height, Constants.barHeightPx)
        let bar = demo.bar
        let replace = try? XCTUnwrap(bar.button(.replace, .left))
        XCTAssertGreaterThanOrEqual(bar.headers[0].frame.minY, replace?.frame.maxY ?? .infinity, "the label under its buttons")
        XCTAssertLessThanOrEqual(bar.headers[0].frame.maxY, Constants.barHeightPx)
        XCTAssertEqual(bar.headers[0].fontSizePx, Constants.barLabelFontPx)
        XCTAssertGreaterThanOrEqual(replace?.frame.height ?? 0, SlidesDemoBar.minHitPx)
    }

    func testACompactViewGetsACompactBarWithoutLabels() {
        let demo = SlidesDemo()
        demo.layout(size: Size(1024, 300), now: 0, environment: ComponentEnvironment())
        XCTAssertEqual(demo.barFrame.height, Constants.compactBarHeightPx)
        XCTAssertEqual(demo.bar.headers[0].frame.height, 0)
        XCTAssertFalse(SceneProbe.texts(demo.bar.scene(now: 0)).contains("Replace"))
    }

    func testALightEnvironmentDrawsTheBarLightAndOneRelayoutSwitchesIt() {
        let demo = SlidesDemo()
        let size = Size(1024, 700)
        demo.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        XCTAssertTrue(SceneProbe.fills(demo.bar.scene(now: 0)).contains(Palette.dark.barBackground))
        demo.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        let fills = SceneProbe.fills(demo.bar.scene(now: 0))
        XCTAssertTrue(fills.contains(Palette.light.barBackground))
        XCTAssertFalse(fills.contains(Palette.dark.barBackground))
        XCTAssertEqual(demo.bar.randomButton.style, ControlStyle.standard(for: .light))
    }
}
