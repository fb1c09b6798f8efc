import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A bare `PagedGrid` of plain tiles on virtual time, recording what it opens.
final class PagedGridHarness: ComponentHarness {
    let grid: PagedGrid
    var opened: [(index: Int, frame: Rect)] = []

    init(size: Size = Size(1280, 744), count: Int = 28) {
        grid = PagedGrid(items: PagedGridHarness.items(count))
        super.init(grid, size: size, settlesThroughDeadlines: true)
        grid.onOpen = { [unowned self] i, frame, _ in self.opened.append((i, frame)) }
    }

    static func items(_ count: Int) -> [PagedGridItem] {
        (0..<count).map { i in
            PagedGridItem(id: "i\(i)") { tile in .fill(tile.picture, Color(hex: UInt32(0x102030 + i))) }
        }
    }

    /// A vertical drag by `dy` from `start`, released at `velocity` px/s (down positive).
    func drag(dy: Double, velocity: Double, from start: Point = Point(600, 400), duration: Double = 0.25,
              steps: Int = 8, release: Bool = true) {
        tester.drag(from: start, by: Point(0, dy), velocity: Point(0, velocity), duration: duration, steps: steps,
                    begin: .atFirstStep, release: release)
    }

    func center(_ index: Int) -> Point { grid.pictureFrame(ofItem: index, now: now)!.center }
}
