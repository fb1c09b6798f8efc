import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumDetailLayoutTests: XCTestCase {
    func testTheArtworkHasTheGridPicturesAspectSoTransitionsScaleEvenly() {
        for size in [Size(1280, 744), Size(720, 944), Size(500, 500)] {
            let a = MuseumDetailLayout(size: size).art
            XCTAssertEqual(a.width / a.height, PagedGridLayout.pictureAspect, accuracy: 0.02, "\(size)")
        }
    }

    func testWideViewsPutTheTextBesideTheArtwork() {
        let l = MuseumDetailLayout(size: Size(1280, 744))
        XCTAssertGreaterThanOrEqual(l.text.minX, l.art.maxX)
        XCTAssertEqual(l.text.minY, l.art.minY)
    }

    func testTallViewsPutTheTextUnderTheArtwork() {
        let l = MuseumDetailLayout(size: Size(720, 944))
        XCTAssertGreaterThanOrEqual(l.text.minY, l.art.maxY)
        XCTAssertEqual(l.art.midX, 360, accuracy: 1)
    }

    func testEverythingIsBelowTheBarAndInsideTheView() {
        for size in [Size(1280, 744), Size(720, 944)] {
            let l = MuseumDetailLayout(size: size)
            XCTAssertEqual(l.bar.height, NavigationBar.heightPx)
            for r in [l.art, l.text] {
                XCTAssertGreaterThanOrEqual(r.minY, l.bar.maxY)
                XCTAssertLessThanOrEqual(r.maxX, size.width)
                XCTAssertLessThanOrEqual(r.maxY, size.height)
            }
        }
    }

    func testTinyAndHugeSizesAreFinite() {
        for size in [Size(1, 1), Size(0, .nan), Size(4000, 3000)] {
            let l = MuseumDetailLayout(size: size)
            let values = [l.art, l.text, l.bar].flatMap { [$0.x, $0.y, $0.width, $0.height] }
            XCTAssertTrue(values.allSatisfy(\.isFinite), "\(size)")
            XCTAssertTrue(values.allSatisfy { $0 >= 0 }, "\(size)")
        }
    }

    func testTheDetailDrawsItsTextOnceAsASnapshot() {
        let d = MuseumDetailView()
        d.layout(size: Size(1280, 744), now: 0)
        d.collection = MuseumHarness.collections(2)[1]
        let own = { (scene: SceneNode) in SceneProbe.snapshots(scene).filter { $0.key.owner === d } }
        let first = own(d.scene(now: 0))
        XCTAssertEqual(first.map(\.key), [SnapshotKey(d, part: "text")])
        XCTAssertEqual(SceneProbe.snapshots(d.scene(now: 0)).map(\.key), [SnapshotKey(d.bar), SnapshotKey(d, part: "text")],
                       "the bar is an image of its own")
        XCTAssertTrue(SceneProbe.texts(d.scene(now: 0)).contains("About collection 1."))
        d.collection = MuseumHarness.collections(3)[2]
        XCTAssertNotEqual(own(d.scene(now: 0)).first?.version, first.first?.version)
    }

    func testTheBackButtonSaysWhereItGoes() {
        let d = MuseumDetailView(backTitle: "Favorites")
        XCTAssertEqual(d.backButton.title, "Favorites")
    }
}
