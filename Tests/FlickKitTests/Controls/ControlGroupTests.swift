import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ControlGroupTests: XCTestCase {
    /// Twenty 48 px buttons stacked in a 300x200 panel.
    private func tallGroup(_ log: UnsafeMutablePointer<[Int]>) -> ControlGroup {
        let buttons = (0..<20).map { i in Button("B\(i)") { _ in log.pointee.append(i) } }
        let g = ControlGroup(controls: buttons) { size in
            for (i, b) in buttons.enumerated() { b.frame = Rect(x: 0, y: Double(i) * 48, width: size.width, height: 48) }
            return 20 * 48
        }
        g.layout(size: Size(300, 200), now: 0)
        return g
    }

    func testClicksReachTheControlUnderThePointerScrollIncluded() {
        var log: [Int] = []
        let g = tallGroup(&log)
        g.send(GestureScript.click(Point(50, 60)))
        XCTAssertEqual(log, [1])
        g.scroll(to: 96, animated: false, now: 0)
        g.send(GestureScript.click(Point(50, 60)))
        XCTAssertEqual(log, [1, 3])
    }

    func testAVerticalDragScrollsAndAHorizontalOneIsLeftToTheParent() {
        var log: [Int] = []
        let g = tallGroup(&log)
        let used = g.send(GestureScript.drag(from: Point(50, 150), to: Point(50, 50)), now: 0)
        XCTAssertTrue(used[1])
        XCTAssertEqual(g.scrollOffset(now: 0), 100)
        XCTAssertEqual(log, [], "a drag is no click")
        let sideways = g.send(GestureScript.drag(from: Point(50, 150), to: Point(250, 150)), now: 1)
        XCTAssertFalse(sideways[1])
        XCTAssertFalse(g.claimsPan(startingAt: Point(50, 150), along: .horizontal, now: 1))
    }

    func testScrollingStopsAtTheEndsAfterARelease() {
        var log: [Int] = []
        let g = tallGroup(&log)
        g.send(GestureScript.drag(from: Point(50, 190), to: Point(50, 10), velocity: Point(0, -5000)), now: 0)
        XCTAssertEqual(g.scrollOffset(now: 10), g.maxScroll)
        XCTAssertEqual(g.maxScroll, 20 * 48 - 200)
        g.send([.scroll(Point(10, 10), delta: Point(0, -100), modifiers: [])], now: 10)
        XCTAssertEqual(g.scrollOffset(now: 20), 0)
        XCTAssertFalse(g.isAnimating(now: 20))
    }

    func testTabMovesFocusInOrderAndKeepsItInView() {
        var log: [Int] = []
        let g = tallGroup(&log)
        for _ in 0..<6 { g.handle(GestureScript.key("Tab"), now: 0) }
        XCTAssertEqual(g.focusedControl?.name, "B5")
        XCTAssertEqual(g.scrollOffset(now: 5), 6 * 48 + 8 - 200)
        g.handle(GestureScript.key("Return"), now: 5)
        XCTAssertEqual(log, [5])
        g.handle(GestureScript.key("Tab", [.shift]), now: 5)
        XCTAssertEqual(g.focusedControl?.name, "B4")
    }

    func testUpAndDownMoveTheFocusBetweenControlsAndKeepItInView() {
        var log: [Int] = []
        let g = tallGroup(&log)
        g.handle(GestureScript.key("Tab"), now: 0)
        for _ in 0..<5 { XCTAssertTrue(g.handle(GestureScript.key("Down"), now: 0)) }
        XCTAssertEqual(g.focusedControl?.name, "B5")
        XCTAssertEqual(g.scrollOffset(now: 5), 6 * 48 + 8 - 200, "the focused control scrolled into view")
        g.handle(GestureScript.key("Up"), now: 5)
        XCTAssertEqual(g.focusedControl?.name, "B4")
        g.handle(GestureScript.key("Return"), now: 5)
        XCTAssertEqual(log, [4], "Return presses the control Down and Up went to, never one scrolled away")
        for _ in 0..<30 { g.handle(GestureScript.key("Down"), now: 5) }
        XCTAssertEqual(g.focusedControl?.name, "B19", "the last control keeps the focus")
    }

    func testAtRestTheControlsComeFromCachedBandsAndAPressRedrawsOnlyItsBand() {
        var log: [Int] = []
        let g = tallGroup(&log)
        let a = SceneProbe.snapshots(g.scene(now: 0))
        let b = SceneProbe.snapshots(g.scene(now: 1))
        XCTAssertEqual(a.count, 2, "a 200 px panel shows two 192 px bands")
        XCTAssertEqual(a.map(\.version), b.map(\.version))
        g.handle(.press(Point(50, 10), button: 1, modifiers: []), now: 1)
        let c = SceneProbe.snapshots(g.scene(now: 1))
        XCTAssertNotEqual(c[0].version, b[0].version, "the pressed button's band is redrawn")
        XCTAssertEqual(c[1].version, b[1].version, "the other band is not")
        g.scroll(to: 400, animated: false, now: 1)
        XCTAssertEqual(SceneProbe.snapshots(g.scene(now: 1)).map(\.key), [2, 3].map { SnapshotKey(g, part: $0) },
                       "only the bands in view")
    }

    func testKeysNoControlWantsScrollThenFallThrough() {
        var log: [Int] = []
        let g = tallGroup(&log)
        XCTAssertTrue(g.handle(GestureScript.key("Down"), now: 0))
        XCTAssertEqual(g.scrollOffset(now: 5), 48)
        XCTAssertFalse(g.handle(GestureScript.key("Escape"), now: 5))
    }

    func testTinyAndHugeSizesGiveFiniteScenes() {
        var log: [Int] = []
        let g = tallGroup(&log)
        for s in [Size(1, 1), Size(4000, 3000), Size(.nan, -3)] {
            g.layout(size: s, now: 0)
            XCTAssertTrue(SceneProbe.numbers(g.scene(now: 0)).allSatisfy(\.isFinite), "\(s)")
        }
    }
}
