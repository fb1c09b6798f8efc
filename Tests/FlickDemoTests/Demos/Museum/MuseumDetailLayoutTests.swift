import FlickTestSupport
import FlickCore
import FlickApp
import FlickTracing
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

    func testANarrowViewPutsASmallArtworkBesideTheNameAndTheDescriptionUnderBoth() {
        let l = MuseumDetailLayout(size: Size(360, 312))
        XCTAssertGreaterThan(l.textIndent.width, 0, "the compact arrangement")
        XCTAssertEqual(l.art.origin, l.text.origin)
        XCTAssertEqual(l.text.width, 360 - 2 * (l.art.minX), accuracy: 1, "the text runs across the body")
        let parts = MuseumDetailView.textParts(size: l.text.size, indent: l.textIndent)
        XCTAssertGreaterThanOrEqual(parts.name.minX, l.art.width, "the name beside the artwork")
        XCTAssertGreaterThanOrEqual(parts.summary.minY, l.art.height, "the description under it")
        XCTAssertNil(parts.hint)
        XCTAssertEqual(MuseumDetailLayout(size: Size(1280, 744)).textIndent, Size(0, 0), "a wide view keeps its columns")
    }

    /// Issue 32: at 360x360 the detail's type shrank to 9 px and its name and description ended in
    /// "…". Every collection's name and description now fit, measured by Pango, at the style's sizes.
    func testInTheSmallestWindowEveryCollectionsTextFitsWholeAtTheStylesSizes() throws {
        try FontPinning.pin()
        let h = MuseumHarness(size: Size(360, 360))
        let host = ComponentHost(MuseumDetailView(), size: Size(360, 360), now: 0)
        // On its own (its bar, over the tab bar) and in the shell (the shell's bar above it).
        let standalone = h.browser.detail.layout
        let inShell = MuseumDetailLayout(size: Size(360, 360 - NavigationBar.heightPx - h.museum.tabBarFrame.height),
                                         showsBar: false)
        for l in [standalone, inShell] {
            let parts = MuseumDetailView.textParts(size: l.text.size, indent: l.textIndent)
            XCTAssertGreaterThanOrEqual(parts.summaryFontPx, Constants.bodyFontPx)
            XCTAssertGreaterThanOrEqual(parts.regionFontPx, Constants.bodyFontPx)
            XCTAssertGreaterThanOrEqual(parts.nameFontPx, Constants.titleFontPx)
            for c in MuseumDemo.collections {
                func lines(_ text: String, _ font: FontSpec, _ width: Double) throws -> Int {
                    let one = try XCTUnwrap(host.measureText("Ag", font: font, maxWidth: nil)).height
                    let all = try XCTUnwrap(host.measureText(text, font: font, maxWidth: width)).height
                    return Int((all / one).rounded())
                }
                XCTAssertLessThanOrEqual(try lines(c.name, FontSpec(size: parts.nameFontPx, weight: .bold), parts.name.width), 2,
                                         "\(l.size): \(c.name)")
                XCTAssertLessThanOrEqual(try lines(c.region, FontSpec(size: parts.regionFontPx), parts.region.width), parts.regionLines,
                                         "\(l.size): \(c.region)")
                XCTAssertLessThanOrEqual(try lines(c.summary, FontSpec(size: parts.summaryFontPx), parts.summary.width),
                                         parts.summaryLines, "\(l.size): \(c.name)'s description")
            }
        }
    }

    func testTheBackButtonSaysWhereItGoes() {
        let d = MuseumDetailView(backTitle: "Favorites")
        XCTAssertEqual(d.backButton.title, "Favorites")
    }
}
