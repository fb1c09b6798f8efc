import FlickCore
@testable import FlickKit

/// Drives a `Swiper` with hand-made gestures on virtual time (60 frames a second).
final class SwiperHarness {
    let swiper: Swiper
    var now: Double = 10
    /// Snapshot keys seen in every scene built so far.
    var snapshotKeys: Set<String> = []
    /// How many page images each scene built so far held (the views: always three).
    var snapshotsPerFrame: Set<Int> = []
    /// Item ids each frame's center view showed, in order (repeats collapsed).
    var centersSeen: [String] = []

    init(size: Size = Size(1000, 700), options: SwiperOptions = SwiperOptions(),
         items: [SwiperItem] = SwiperItem.samples) {
        swiper = Swiper(items: items, options: options)
        swiper.layout(size: size, now: now)
    }

    var state: [String: String] { swiper.state }

    @discardableResult
    func send(_ g: Gesture) -> Bool { swiper.handle(g, now: now) }

    /// Lets `seconds` pass frame by frame, building a scene each frame.
    func run(_ seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            now = min(end, now + 1.0 / 60)
            frame()
        }
    }

    /// Builds the scene at `now` (slots sync to the displayed progress here).
    @discardableResult
    func frame() -> SceneNode {
        swiper.advance(to: now)
        let scene = swiper.scene(at: now)
        let snapshots = SceneProbe.snapshots(scene)
        snapshotKeys.formUnion(snapshots.map(\.key))
        snapshotsPerFrame.insert(snapshots.count)
        let id = swiper.items[swiper.slots.center.itemIndex].id
        if centersSeen.last != id { centersSeen.append(id) }
        return scene
    }

    /// Runs frames until nothing animates (at most 10 s); returns the time it took.
    @discardableResult
    func settle() -> Double {
        let start = now
        while swiper.isAnimating(at: now) && now - start < 10 { run(1.0 / 60) }
        frame()
        return now - start
    }

    /// Press, release and click at `p`.
    func click(_ p: Point, count: Int = 1) {
        send(.press(p, button: 1, modifiers: []))
        now += 0.05
        send(.release(p, button: 1))
        send(.tap(p, count: count, button: 1, modifiers: []))
    }

    /// A horizontal drag of `dx` px from `start` over `duration`, released at `velocity` px/s
    /// (when `release` is false the pointer stays down).
    func drag(dx: Double, velocity: Double, from start: Point = Point(500, 350), duration: Double = 0.2,
              steps: Int = 6, release: Bool = true) {
        send(.press(start, button: 1, modifiers: []))
        let dir: Double = dx < 0 ? -1 : 1
        let first = Point(start.x + dir * min(abs(dx), 8), start.y)
        now += duration / Double(steps + 1)
        send(.panBegin(PanInfo(start: start, location: first, velocity: Point(velocity, 0))))
        for i in 1...steps {
            now += duration / Double(steps + 1)
            let loc = Point(start.x + dx * Double(i) / Double(steps), start.y)
            send(.panUpdate(PanInfo(start: start, location: loc, velocity: Point(velocity, 0))))
            frame()
        }
        if release {
            send(.panEnd(PanInfo(start: start, location: Point(start.x + dx, start.y), velocity: Point(velocity, 0))))
        }
    }

    func key(_ name: String, _ modifiers: Modifiers = []) {
        send(.key(KeyCombo(name, modifiers: modifiers)))
    }

    /// The snapshot node of the view currently in `role`.
    /// The page image drawn by the view in `role` (images are keyed by the item the view shows).
    func snapshot(_ role: SlotRole) -> SnapshotNode? {
        let item = swiper.slots.slot(role).itemIndex
        return SceneProbe.snapshots(frame()).first { $0.key == "swiper.item.\(item)" }
    }
}
