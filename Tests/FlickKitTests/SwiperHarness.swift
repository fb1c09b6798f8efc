import FlickCore
@testable import FlickKit

/// Drives a `Swiper` with hand-made gestures on virtual time (60 frames a second).
final class SwiperHarness: ComponentHarness {
    let swiper: Swiper
    /// Snapshot keys seen in every scene built so far.
    var snapshotKeys: Set<String> = []
    /// How many page images each scene built so far held (the views: always three).
    var snapshotsPerFrame: Set<Int> = []
    /// Item ids each frame's center view showed, in order (repeats collapsed).
    var centersSeen: [String] = []

    init(size: Size = Size(1000, 700), options: SwiperOptions = SwiperOptions(),
         items: [SwiperItem] = SwiperItem.samples) {
        swiper = Swiper(items: items, options: options)
        super.init(swiper, size: size)
    }

    var state: [String: String] { swiper.state }

    /// Notes the page images and the centre item of every frame (slots sync to the progress here).
    override func record(_ scene: SceneNode) {
        let snapshots = SceneProbe.snapshots(scene)
        snapshotKeys.formUnion(snapshots.map(\.key))
        snapshotsPerFrame.insert(snapshots.count)
        let id = swiper.items[swiper.slots.center.itemIndex].id
        if centersSeen.last != id { centersSeen.append(id) }
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

    /// The page image drawn by the view in `role` (images are keyed by the item the view shows).
    func snapshot(_ role: SlotRole) -> SnapshotNode? {
        let item = swiper.slots.slot(role).itemIndex
        return SceneProbe.snapshots(frame()).first { $0.key == "swiper.item.\(item)" }
    }
}
