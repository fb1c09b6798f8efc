import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ScrollIndicatorTests: XCTestCase {
    /// Twenty 48 px rows (960 px of content) in a 300x200 panel.
    private func tallGroup(rows: Int = 20) -> ControlGroup {
        let buttons = (0..<rows).map { Button("B\($0)") }
        let g = ControlGroup(controls: buttons) { size in
            for (i, b) in buttons.enumerated() { b.frame = Rect(x: 0, y: Double(i) * 48, width: size.width, height: 48) }
            return Double(rows) * 48
        }
        g.layout(size: Size(300, 200), now: 0)
        return g
    }

    /// The indicator's rounded bar in the panel's scene, if drawn: a fill with its colour's hue.
    private func bar(_ g: ControlGroup, now: Double) -> (frame: Rect, alpha: Double)? {
        guard case .group(let group) = g.scene(now: now) else { return nil }
        for node in group.children {
            if case .rect(let r, .solid(let c), let radius) = node, radius == ScrollIndicator.widthPx / 2 { return (r, c.alpha) }
        }
        return nil
    }

    func testTheBarIsAsLongAsTheVisibleFractionOnTheTrailingEdge() throws {
        let top = try XCTUnwrap(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 800, offset: 0))
        let track = 200 - 2 * ScrollIndicator.insetPx
        XCTAssertEqual(top.height, track / 4, accuracy: 1e-9, "a quarter of the content is visible")
        XCTAssertEqual(top.minY, ScrollIndicator.insetPx)
        XCTAssertEqual(top.maxX, 300 - ScrollIndicator.insetPx)
        XCTAssertEqual(top.width, ScrollIndicator.widthPx)
        let bottom = try XCTUnwrap(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 800, offset: 600))
        XCTAssertEqual(bottom.maxY, 200 - ScrollIndicator.insetPx, accuracy: 1e-9)
        let middle = try XCTUnwrap(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 800, offset: 300))
        XCTAssertEqual(middle.midY, 100, accuracy: 1e-9)
        let pulled = try XCTUnwrap(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 800, offset: -20))
        XCTAssertEqual(pulled.height, top.height - 20, accuracy: 1e-9, "pulled past the top, the bar shortens")
        XCTAssertEqual(pulled.minY, ScrollIndicator.insetPx)
        let long = try XCTUnwrap(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 100_000, offset: 0))
        XCTAssertEqual(long.height, ScrollIndicator.minLengthPx)
        XCTAssertNil(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 200, offset: 0), "content that fits has no bar")
        XCTAssertNil(ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: .nan, offset: 0))
    }

    func testNoBarAtRestOrWhenTheContentFits() {
        let g = tallGroup()
        g.advance(to: 0)
        XCTAssertNil(bar(g, now: 0), "nothing scrolled yet")
        let short = tallGroup(rows: 3)
        _ = short.send([.scroll(Point(10, 10), delta: Point(0, 3), modifiers: [])], now: 0)
        for t in stride(from: 0.0, through: 1, by: 1.0 / 60) { short.advance(to: t) }
        XCTAssertNil(bar(short, now: 0.5))
        XCTAssertNil(short.nextDeadline(now: 1))
    }

    func testTheBarShowsWhileScrollingThenFadesOnADeadline() throws {
        let g = tallGroup()
        _ = g.send([.scroll(Point(10, 10), delta: Point(0, 2), modifiers: [])], now: 1)
        let moving = try XCTUnwrap(bar(g, now: 1.05), "shown as soon as the content moves")
        XCTAssertEqual(moving.alpha, ScrollIndicator.color.alpha, accuracy: 1e-9)
        var t = 1.0
        while g.isAnimating(now: t) { g.advance(to: t); t += 1.0 / 60 }
        g.advance(to: t)
        XCTAssertEqual(g.scrollOffset(now: t), 96)
        let stopped = t
        let atRest = try XCTUnwrap(bar(g, now: t), "still shown right after the scroll stops")
        XCTAssertEqual(atRest.frame, ScrollIndicator.thumbFrame(viewport: Size(300, 200), contentHeight: 960, offset: 96))
        XCTAssertFalse(g.isAnimating(now: t + 0.1), "the hold is a deadline, not an animation")
        let deadline = try XCTUnwrap(g.nextDeadline(now: t + 0.1))
        XCTAssertEqual(deadline, stopped + Constants.scrollIndicatorHoldS, accuracy: 1.0 / 60 + 1e-9)
        g.advance(to: deadline)
        XCTAssertTrue(g.isAnimating(now: deadline + 0.01), "the fade animates")
        let fading = try XCTUnwrap(bar(g, now: deadline + Constants.scrollIndicatorFadeS / 2))
        XCTAssertLessThan(fading.alpha, ScrollIndicator.color.alpha)
        XCTAssertGreaterThan(fading.alpha, 0)
        let end = deadline + Constants.scrollIndicatorFadeS + 0.01
        g.advance(to: end)
        XCTAssertNil(bar(g, now: end))
        XCTAssertFalse(g.isAnimating(now: end))
        XCTAssertNil(g.nextDeadline(now: end))
    }

    func testScrollingAgainDuringTheFadeShowsTheBarAtOnce() throws {
        let g = tallGroup()
        g.scroll(to: 100, animated: false, now: 0)
        g.advance(to: 0)
        g.advance(to: Constants.scrollIndicatorHoldS)
        let mid = Constants.scrollIndicatorHoldS + Constants.scrollIndicatorFadeS / 2
        XCTAssertLessThan(try XCTUnwrap(bar(g, now: mid)).alpha, ScrollIndicator.color.alpha)
        _ = g.send([.scroll(Point(10, 10), delta: Point(0, 1), modifiers: [])], now: mid)
        g.advance(to: mid)
        XCTAssertEqual(try XCTUnwrap(bar(g, now: mid)).alpha, ScrollIndicator.color.alpha, accuracy: 1e-9)
    }

    func testTheSettingsListForwardsTheDeadline() {
        let list = SettingsList(heading: "Settings", sections: [
            SettingsSection("Many", (0..<30).map { Setting("Row \($0)", kind: .note) }),
        ])
        list.layout(size: Size(300, 200), now: 0)
        list.handle(.scroll(Point(10, 10), delta: Point(0, 1), modifiers: []), now: 0)
        var t = 0.0
        while list.isAnimating(now: t) { list.advance(to: t); t += 1.0 / 60 }
        list.advance(to: t)
        XCTAssertNotNil(list.nextDeadline(now: t))
    }
}
