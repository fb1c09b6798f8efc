import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A `Swiper` over `SwiperTestPages` on a `ComponentTester`, with the probes its tests read: the
/// page images and centre items of every frame.
final class SwiperHarness: ComponentHarness {
    let swiper: Swiper
    let pages: SwiperTestPages
    /// Snapshot keys seen in every scene built so far.
    var snapshotKeys: Set<SnapshotKey> = []
    /// How many page images each scene built so far held (the slots: always three).
    var snapshotsPerFrame: Set<Int> = []
    /// Item ids each frame's center slot showed, in order (repeats collapsed).
    var centersSeen: [String] = []

    init(size: Size = Size(1000, 700), options: SwiperOptions = SwiperOptions(), count: Int = 7,
         startIndex: Int = 0, pages: SwiperTestPages? = nil) {
        let pages = pages ?? SwiperTestPages(count: count)
        self.pages = pages
        swiper = Swiper(pageCount: pages.count, options: options, startIndex: startIndex,
                        pageName: { pages.ids[$0] }, pageTitle: { pages.names[$0] },
                        pageState: { pages.page($0).state }, page: { pages.make($0) })
        super.init(swiper, size: size)
    }

    var state: [String: String] { swiper.state }
    /// The pages' ids, in order.
    var ids: [String] { pages.ids }

    /// Notes the page images and the centre item of every frame (slots sync to the progress here).
    override public func record(_ scene: SceneNode) {
        let snapshots = SceneProbe.snapshots(scene)
        snapshotKeys.formUnion(snapshots.map(\.key))
        snapshotsPerFrame.insert(snapshots.count)
        guard !ids.isEmpty else { return }
        let id = ids[swiper.slots.center.itemIndex]
        if centersSeen.last != id { centersSeen.append(id) }
    }

    /// A horizontal drag of `dx` px from `start` over `duration`, released at `velocity` px/s
    /// (when `release` is false the pointer stays down).
    func drag(dx: Double, velocity: Double, from start: Point = Point(500, 350), duration: Double = 0.2,
              steps: Int = 6, release: Bool = true) {
        tester.drag(from: start, by: Point(dx, 0), velocity: Point(velocity, 0), duration: duration, steps: steps,
                    release: release)
    }

    /// The page image drawn for the slot in `role` (images are keyed by the page component).
    func snapshot(_ role: SlotRole) -> SnapshotNode? {
        let scene = frame()
        guard let page = swiper.page(role) else { return nil }
        let frames = SceneProbe.snapshots(scene).filter { $0.key == SnapshotKey(page) }
        // One and two page lists show one component in several slots: pick the slot's place.
        let x = Double(role.offset) * swiper.size.width + swiper.pageOffset(now: now)
        return frames.first { $0.frame.minX == x } ?? frames.first
    }
}
