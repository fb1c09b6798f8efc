@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The carousel demo's toolbar: one of the app's bars, its active button in the one selection
/// style, drawn in the appearance it was last laid out in.
final class CarouselDemoToolbarTests: XCTestCase {
    private func view(_ appearance: Appearance, size: Size = Size(1024, 700)) -> CarouselDemoView {
        let v = CarouselDemoView(pages: [FakeWebPage.blank()])
        v.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: appearance))
        return v
    }

    func testTheToolbarIsTheAppsBarWithLabelsAtTheBarLabelSize() {
        let v = view(.dark)
        XCTAssertEqual(v.toolbarFrame.height, Constants.barHeightPx)
        let label = SceneProbe.textNodes(v.toolbar.scene(now: 0)).first { $0.text == "Pages" }
        XCTAssertEqual(label?.font.size, Constants.barLabelFontPx)
        XCTAssertEqual(self.view(.dark, size: Size(1024, 300)).toolbarFrame.height, Constants.compactBarHeightPx)
    }

    func testTheActiveButtonIsInTheSelectionStyle() {
        let v = view(.dark)
        XCTAssertFalse(SceneProbe.fills(v.toolbar.scene(now: 0)).contains(Palette.dark.selection))
        v.toolbar.isPresenting = true
        XCTAssertTrue(SceneProbe.fills(v.toolbar.scene(now: 0)).contains(Palette.dark.selection))
        let label = SceneProbe.textNodes(v.toolbar.scene(now: 0)).first { $0.text == "Pages" }
        XCTAssertEqual(label?.color.withAlpha(1), Palette.dark.text, "the text colour reads on the selection fill")
    }

    func testALightEnvironmentDrawsTheToolbarLightAndOneRelayoutSwitchesIt() {
        let v = view(.dark)
        XCTAssertTrue(SceneProbe.fills(v.toolbar.scene(now: 0)).contains(Palette.dark.barBackground))
        v.layout(size: Size(1024, 700), now: 0, environment: ComponentEnvironment(appearance: .light))
        let fills = SceneProbe.fills(v.toolbar.scene(now: 0))
        XCTAssertTrue(fills.contains(Palette.light.barBackground))
        XCTAssertFalse(fills.contains(Palette.dark.barBackground))
    }

    func testTheButtonUnderThePointerShowsTheHoverFillUntilThePointerLeaves() {
        let v = view(.dark)
        XCTAssertFalse(SceneProbe.fills(v.toolbar.scene(now: 0)).contains(Palette.dark.hoverFill))
        v.toolbar.handle(.hover(v.toolbar.frame(of: .newPage).center), now: 0)
        XCTAssertEqual(v.toolbar.hovered, .newPage)
        XCTAssertTrue(SceneProbe.fills(v.toolbar.scene(now: 0)).contains(Palette.dark.hoverFill))
        v.toolbar.handle(.leave, now: 0)
        XCTAssertFalse(SceneProbe.fills(v.toolbar.scene(now: 0)).contains(Palette.dark.hoverFill))
    }
}
