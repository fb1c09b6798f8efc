import FlickTestSupport
import FlickCore
@testable import FlickDemo
@testable import FlickKit

/// Drives a `Museum` (or just its parts) with hand-made gestures on virtual time, 60 frames a second.
final class MuseumHarness: ComponentHarness {
    let museum: Museum

    /// `count` distinct collections, their pictures cycling through the motifs.
    static func collections(_ count: Int) -> [MuseumCollection] {
        let motifs = MuseumArtMotif.allCases
        return (0..<count).map { i in
            MuseumCollection(id: "c\(i)", name: "Collection \(i)", region: "Region \(i % 5)",
                             summary: "About collection \(i).",
                             art: MuseumArt(motifs[i % motifs.count], background: Color(hex: 0x333333),
                                            colors: [Color(hex: 0xAA5533), Color(hex: 0x223344)],
                                            picture: Picture(.sea)))
        }
    }

    init(size: Size = Size(1280, 800), count: Int = 28) {
        museum = Museum(collections: MuseumHarness.collections(count))
        super.init(museum, size: size, settlesThroughDeadlines: true)
    }

    var state: [String: String] { museum.state }

    /// The snapshot key of collection `id`'s tile in `tab`'s grid.
    func tileKey(_ tab: MuseumTab, _ id: String) -> SnapshotKey {
        SnapshotKey(museum.browsers[tab.rawValue].grid, part: id)
    }

    /// True for a grid tile's snapshot key in `tab` (any tab when nil).
    func isTile(_ key: SnapshotKey, in tab: MuseumTab? = nil) -> Bool {
        guard let grid = key.owner as? PagedGrid else { return false }
        return tab.map { museum.browsers[$0.rawValue].grid === grid } ?? true
    }

    /// True for a detail view's artwork snapshot key.
    static func isArt(_ key: SnapshotKey) -> Bool {
        key.owner is MuseumDetailView && (key.part.base as? String)?.hasPrefix("art.") == true
    }
    var browser: MuseumBrowser { museum.activeBrowser }
    var grid: PagedGrid { museum.activeBrowser.grid }

    /// A drag by `delta` from `start` over `duration` in `steps`, released at `velocity` px/s.
    func drag(from start: Point, by delta: Point, velocity: Point, duration: Double = 0.25, steps: Int = 8,
              release: Bool = true) {
        tester.drag(from: start, by: delta, velocity: velocity, duration: duration, steps: steps, begin: .atFirstStep,
                    release: release)
    }

    /// `notches` ctrl+wheel steps at `p` (negative = up = zoom in), as the recognizer makes them.
    func pinch(at p: Point, notches: Int) {
        for _ in 0..<abs(notches) {
            send(.pinch(p, scale: notches < 0 ? Constants.pinchStepScale : 1 / Constants.pinchStepScale))
        }
    }

    /// The centre of item `index`'s picture on screen now.
    func pictureCenter(_ index: Int) -> Point {
        grid.pictureFrame(ofItem: index, now: now)!.center
    }
}
