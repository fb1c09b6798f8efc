import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumTabBarTests: XCTestCase {
    func testAClickOnAnItemSelectsItsTab() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(800, MuseumTabBar.heightPx), now: 0)
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
        bar.layout(size: Size(1000, MuseumTabBar.heightPx), now: 0)
        let a = bar.itemFrame(0), b = bar.itemFrame(1)
        XCTAssertEqual(a.maxX, b.minX)
        XCTAssertEqual(a.minX + b.maxX, 1000, accuracy: 1e-9)
    }

    func testTheSelectedItemIsTinted() {
        let bar = MuseumTabBar()
        bar.selected = .favorites
        XCTAssertEqual(bar.items[1].style.text, MuseumTabBar.tint)
        XCTAssertNotEqual(bar.items[0].style.text, MuseumTabBar.tint)
    }

    func testTheIndicatorFollowsTheProgress() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(1000, MuseumTabBar.heightPx), now: 0)
        func indicatorX() -> Double? {
            guard case .group(let g) = bar.scene(at: 0), case .rect(let r, .solid(let c), _) = g.children[2],
                  c == MuseumTabBar.tint else { return nil }
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
