import FlickCore
@testable import FlickKit

/// A bare `PagedGrid` of plain tiles on virtual time, recording what it opens.
final class PagedGridHarness {
    let grid: PagedGrid
    var now: Double = 10
    var opened: [(index: Int, frame: Rect)] = []

    init(size: Size = Size(1280, 744), count: Int = 28) {
        grid = PagedGrid(items: PagedGridHarness.items(count), snapshotKeyPrefix: "test")
        grid.layout(size: size, now: now)
        grid.onOpen = { [unowned self] i, frame, _ in self.opened.append((i, frame)) }
    }

    static func items(_ count: Int) -> [PagedGridItem] {
        (0..<count).map { i in
            PagedGridItem(id: "i\(i)") { tile in .fill(tile.picture, Color(hex: UInt32(0x102030 + i))) }
        }
    }

    @discardableResult
    func send(_ g: Gesture) -> Bool { grid.handle(g, now: now) }

    func run(_ seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            now = min(end, now + 1.0 / 60)
            frame()
        }
    }

    @discardableResult
    func frame() -> SceneNode {
        grid.advance(to: now)
        return grid.scene(at: now)
    }

    func settle() {
        let start = now
        while now - start < 10 {
            if grid.isAnimating(at: now) { run(1.0 / 60); continue }
            guard let d = grid.nextDeadline(after: now), d - now < 10 else { break }
            run(max(1.0 / 60, d - now))
        }
        frame()
    }

    func click(_ p: Point) {
        send(.press(p, button: 1, modifiers: []))
        now += 0.05
        send(.release(p, button: 1))
        send(.tap(p, count: 1, button: 1, modifiers: []))
    }

    /// A vertical drag by `dy` from `start`, released at `velocity` px/s (down positive).
    func drag(dy: Double, velocity: Double, from start: Point = Point(600, 400), duration: Double = 0.25,
              steps: Int = 8, release: Bool = true) {
        send(.press(start, button: 1, modifiers: []))
        for i in 1...steps {
            now += duration / Double(steps)
            let info = PanInfo(start: start, location: Point(start.x, start.y + dy * Double(i) / Double(steps)),
                               velocity: Point(0, velocity))
            send(i == 1 ? .panBegin(info) : .panUpdate(info))
            frame()
        }
        if release {
            send(.panEnd(PanInfo(start: start, location: Point(start.x, start.y + dy), velocity: Point(0, velocity))))
        }
    }

    func key(_ name: String) { send(.key(KeyCombo(name))) }

    func center(_ index: Int) -> Point { grid.pictureFrame(ofItem: index, at: now)!.center }
}
