import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumTabBarTests: XCTestCase {
    func testAClickOnAnItemSelectsItsTab() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(800, Constants.barHeightPx), now: 0)
        var picked: [MuseumTab] = []
        bar.onSelect = { tab, _ in picked.append(tab) }
        let p = bar.itemFrame(1).center
        bar.handle(.press(p, button: 1, modifiers: []), now: 0)
        bar.handle(.release(p, button: 1), now: 0)
        bar.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(picked, [.favorites])
    }

    func testItemsAreCentredSideBySide() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(1000, Constants.barHeightPx), now: 0)
        let a = bar.itemFrame(0), b = bar.itemFrame(1)
        XCTAssertEqual(a.maxX, b.minX)
        XCTAssertEqual(a.minX + b.maxX, 1000, accuracy: 1e-9)
    }

    /// The colour of the drawn text `text`.
    private func color(of text: String, in bar: MuseumTabBar) -> Color? {
        SceneProbe.textNodes(bar.scene(now: 0)).first { $0.text == text }?.color
    }

    func testTheSelectedItemIsInTheTextColourAndTheOthersInTheSecondary() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(1000, Constants.barHeightPx), now: 0)
        bar.selected = .favorites
        XCTAssertEqual(color(of: "Favorites", in: bar), Palette.dark.text, "readable on the selection's tint")
        XCTAssertEqual(color(of: "Collections", in: bar), Palette.dark.secondaryText)
    }

    func testTheBarIsOneOfTheAppsBarsWithLabelsUnderTheGlyphs() {
        let h = MuseumHarness(size: Size(1280, 800))
        XCTAssertEqual(h.museum.tabBarFrame.height, Constants.barHeightPx)
        let bar = h.museum.tabBar
        let label = SceneProbe.textNodes(bar.scene(now: 0)).first { $0.text == "Collections" }
        XCTAssertEqual(label?.font.size, Constants.barLabelFontPx)
        XCTAssertGreaterThanOrEqual(label?.frame.minY ?? 0, bar.contentFrames(0).glyph.maxY, "under the glyph")
        let small = MuseumHarness(size: Size(320, 240))
        XCTAssertEqual(small.museum.tabBarFrame.height, Constants.compactBarHeightPx)
    }

    func testALightEnvironmentDrawsTheBarLightAndOneRelayoutSwitchesIt() {
        let bar = MuseumTabBar()
        let size = Size(1000, Constants.barHeightPx)
        bar.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        XCTAssertTrue(SceneProbe.fills(bar.scene(now: 0)).contains(Palette.dark.barBackground))
        bar.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        let fills = SceneProbe.fills(bar.scene(now: 0))
        XCTAssertTrue(fills.contains(Palette.light.barBackground))
        XCTAssertTrue(fills.contains(Palette.light.selection), "the current tab in the one selection style")
        XCTAssertFalse(fills.contains(Palette.dark.barBackground))
        XCTAssertEqual(color(of: "Collections", in: bar), Palette.light.text)
    }

    func testTheSelectionFollowsTheProgress() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(1000, Constants.barHeightPx), now: 0)
        func indicatorX() -> Double? {
            guard case .group(let g) = bar.scene(now: 0), case .rect(let r, .solid(let c), _) = g.children[2],
                  c == Palette.dark.selection else { return nil }
            return r.minX
        }
        bar.progress = 0
        let x0 = indicatorX()!
        bar.progress = 0.5
        let xHalf = indicatorX()!
        bar.progress = 1
        let x1 = indicatorX()!
        XCTAssertEqual(xHalf, (x0 + x1) / 2, accuracy: 1e-9)
        XCTAssertEqual(x1 - x0, bar.itemFrame(1).minX - bar.itemFrame(0).minX, accuracy: 1e-9)
    }
}
