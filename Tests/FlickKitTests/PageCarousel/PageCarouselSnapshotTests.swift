import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselSnapshotTests: XCTestCase {
    func testCardsAtRestAreDrawnFromCardSizeSnapshotsPixelForPixel() {
        let h = CarouselHarness(selected: 2)
        let snaps = SceneProbe.snapshots(h.frame())
        XCTAssertEqual(snaps.map(\.key), [1, 3, 2].map { SnapshotKey(h.page($0), part: ScaledImage.part) },
                       "keyed by the pages themselves, the selected card last")
        for snap in snaps {
            XCTAssertEqual(snap.size, h.carousel.geometry.cardSize)
            XCTAssertEqual(snap.frame.size, snap.size, "no scaling at rest")
        }
    }

    func testTheZoomingSelectedCardUsesTheFullSizeSnapshotUntilItIsNearlyCardSize() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("o", [.control, .shift])
        h.run(0.07)
        XCTAssertGreaterThan(h.cardFrame(2).width, 660)
        let early = h.snapshot(of: "C")!
        XCTAssertEqual(early.size, Size(1000, 700))
        XCTAssertEqual(h.snapshot(of: "D")?.size, h.carousel.geometry.cardSize, "neighbours always use card snapshots")
        h.settle()
        XCTAssertEqual(h.snapshot(of: "C")!.size, h.carousel.geometry.cardSize)
    }
}
