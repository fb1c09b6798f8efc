import FlickTestSupport
import FlickCore
import FlickApp
import FlickTracing
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumArtTests: XCTestCase {
    private func art(_ motif: MuseumArtMotif) -> MuseumArt {
        MuseumArt(motif, background: Color(hex: 0x333333),
                  colors: [Color(hex: 0xAA5533), Color(hex: 0x223344), Color(hex: 0xDDCC22)], picture: Picture(.fjord))
    }

    func testEveryMotifDrawsSomethingClippedToItsFrame() {
        let frame = Rect(x: 10, y: 20, width: 400, height: 300)
        for motif in MuseumArtMotif.allCases {
            guard case .group(let g) = art(motif).scene(in: frame) else { return XCTFail("\(motif): a group") }
            XCTAssertEqual(g.clip, frame, "\(motif)")
            XCTAssertGreaterThan(g.children.count, 3, "\(motif)")
        }
    }

    func testEveryMotifIsFiniteInTinyHugeAndOddFrames() {
        for motif in MuseumArtMotif.allCases {
            for frame in [Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 4000, height: 3000),
                          Rect(x: 5, y: 5, width: 30, height: 900)] {
                XCTAssertTrue(SceneProbe.numbers(art(motif).scene(in: frame)).allSatisfy(\.isFinite), "\(motif) \(frame)")
            }
        }
    }

    func testAnEmptyOrBrokenFrameDrawsNothing() {
        for frame in [Rect.zero, Rect(x: 0, y: 0, width: .nan, height: 10), Rect(x: 0, y: 0, width: -4, height: 10)] {
            guard case .empty = art(.amphora).scene(in: frame) else { return XCTFail("\(frame)") }
        }
    }

    func testAPaintingShowsItsLandscapeInsideTheFrame() {
        let frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let painting = MuseumArt.painting(Picture(.sea))
        guard case .group(let g) = painting.scene(in: frame) else { return XCTFail("a group") }
        XCTAssertTrue(g.children.contains { node in
            if case .group(let c) = node, let clip = c.clip { return clip.width < frame.width && clip.width > frame.width / 2 }
            return false
        }, "the picture, clipped to the canvas inside the frame")
    }

    func testAPaletteCyclesWhenShort() {
        let a = MuseumArt(.textile, background: .black, colors: [.white, .black])
        XCTAssertEqual(a.color(2), .white)
        XCTAssertEqual(a.color(-1), .black)
        XCTAssertEqual(MuseumArt(.coin, background: .black, colors: []).colors, [.white])
    }

    func testTheVesselOutlineIsSymmetric() {
        let outline = MuseumArt.profileOutline(MuseumArt.amphoraProfile)
        let n = outline.count
        XCTAssertGreaterThan(n, 20)
        for i in 0..<n / 2 {
            XCTAssertEqual(outline[i].0 + outline[n - 1 - i].0, 1, accuracy: 1e-9)
            XCTAssertEqual(outline[i].1, outline[n - 1 - i].1, accuracy: 1e-9)
        }
    }

    func testATileShowsNameRegionAndAStarOnlyForAFavorite() {
        let c = MuseumHarness.collections(1)[0]
        let tile = PagedGridLayout(size: Size(1280, 744), shape: .landscape, itemCount: 1).tile
        let plain = c.tileScene(tile, isFavorite: false), starred = c.tileScene(tile, isFavorite: true)
        XCTAssertEqual(SceneProbe.texts(plain), ["Collection 0", "Region 0"])
        XCTAssertGreaterThan(SceneProbe.numbers(starred).count, SceneProbe.numbers(plain).count)
    }

    /// A measure as Pango's: lines of `lineEm` × the font size, breaking at `maxWidth` (0.6 em a character).
    private func measure(_ text: String, _ font: FontSpec, _ maxWidth: Double) -> Size? {
        let width = Double(text.count) * font.size * 0.6
        let lines = max(1, (width / max(1, maxWidth)).rounded(.up))
        return Size(min(width, maxWidth), lines * font.size * 1.2)
    }

    func testALongNameWrapsOntoTwoLinesAboveTheRegionAndIsCutOnlyAfterTheSecond() {
        var c = MuseumHarness.collections(1)[0]
        c.name = "Greek and Roman Antiquities of the Mediterranean"
        let tile = PagedGridLayout(size: Size(1024, 652), shape: .landscape, itemCount: 8,
                                   captionHeightPx: MuseumCollection.tileCaptionHeightPx).tile
        let nodes = SceneProbe.textNodes(c.tileScene(tile, isFavorite: false, measure: measure))
        guard let name = nodes.first(where: { $0.text == c.name }), let region = nodes.first(where: { $0.text == c.region })
        else { return XCTFail("the name and the region are drawn: \(nodes.map(\.text))") }
        let line = name.font.size * 1.2
        XCTAssertEqual(name.maxLines, 2)
        XCTAssertEqual(name.frame.height, 2 * line, accuracy: 1e-9, "two lines tall")
        XCTAssertGreaterThanOrEqual(region.frame.minY, name.frame.maxY - 1e-9, "the region under both lines")
        XCTAssertLessThanOrEqual(region.frame.maxY, tile.caption.maxY + 1, "inside the caption")
        XCTAssertEqual(name.font.size, MuseumCollection.tileNameFontPx, "the style's size")
    }

    func testACaptionStripTooLowForTheStylesSizesDropsTheRegionThenALineButNeverShrinksTheType() {
        var c = MuseumHarness.collections(1)[0]
        c.name = "Greek and Roman Antiquities"
        let tile = PagedGridLayout(size: Size(1024, 652), shape: .landscape, itemCount: 8,
                                   captionHeightPx: MuseumCollection.tileCaptionHeightPx).tile
        for height in [52.0, 40, 24, 12] {
            var low = tile
            low.caption.size.height = height
            let nodes = SceneProbe.textNodes(c.tileScene(low, isFavorite: false, measure: measure))
            for node in nodes {
                XCTAssertGreaterThanOrEqual(node.font.size, MuseumCollection.tileRegionFontPx, "\(height) px: \(node.text)")
                XCTAssertLessThanOrEqual(node.frame.maxY, low.caption.maxY + 1, "\(height) px: \(node.text) inside the strip")
            }
            let name = nodes.first { $0.text == c.name }
            XCTAssertEqual(name?.font.size, height > 12 ? MuseumCollection.tileNameFontPx : nil, "\(height) px: a line of name, or none")
        }
    }

    func testAShortNameTakesOneLineWithTheRegionRightUnderIt() {
        let c = MuseumHarness.collections(1)[0]
        let tile = PagedGridLayout(size: Size(1024, 652), shape: .landscape, itemCount: 8,
                                   captionHeightPx: MuseumCollection.tileCaptionHeightPx).tile
        let nodes = SceneProbe.textNodes(c.tileScene(tile, isFavorite: false, measure: measure))
        guard let name = nodes.first(where: { $0.text == c.name }), let region = nodes.first(where: { $0.text == c.region })
        else { return XCTFail("the name and the region are drawn") }
        XCTAssertEqual(name.frame.height, name.font.size * 1.2, accuracy: 1e-9)
        XCTAssertEqual(region.frame.minY, name.frame.maxY, accuracy: 1e-9)
    }

    /// Issue 32: at 360x360 the grid showed six small tiles whose names ended in "…" in shrunk
    /// type. It shows two tiles a page now, every name whole on at most two lines at the body size.
    func testInTheSmallestWindowTwoTilesAPageHoldEveryNameWholeAtTheBodySize() throws {
        try FontPinning.pin()
        let h = MuseumHarness(size: Size(360, 360), count: 28)
        XCTAssertEqual(h.state["museum.columns"], "2")
        XCTAssertEqual(h.state["museum.rows"], "1")
        let host = ComponentHost(h.museum, size: Size(360, 360), now: 0)
        let tile = h.grid.layout.tile
        let font = FontSpec(size: MuseumCollection.tileNameFontPx, weight: .bold)
        let line = try XCTUnwrap(host.measureText("Ag", font: font, maxWidth: nil)).height
        let measure = { (text: String, font: FontSpec, width: Double) in host.measureText(text, font: font, maxWidth: width) }
        for c in MuseumDemo.collections {
            let height = try XCTUnwrap(host.measureText(c.name, font: font, maxWidth: tile.caption.width)).height
            XCTAssertLessThanOrEqual((height / line).rounded(), Double(MuseumCollection.tileNameMaxLines), c.name)
            // The caption's texts (a picture may draw letters of its own, as the manuscript's initial).
            let nodes = SceneProbe.textNodes(c.tileScene(tile, isFavorite: false, measure: measure))
                .filter { $0.text == c.name || $0.text == c.region }
            XCTAssertEqual(nodes.map(\.text), [c.name, c.region], "\(c.name): the name and the region")
            XCTAssertEqual(nodes.first?.font.size, MuseumCollection.tileNameFontPx)
        }
    }

    func testATileCaptionIsDrawnInThePalette() {
        let c = MuseumHarness.collections(1)[0]
        let tile = PagedGridLayout(size: Size(1280, 744), shape: .landscape, itemCount: 1).tile
        let colors = SceneProbe.textColors(c.tileScene(tile, isFavorite: false, palette: .light))
        XCTAssertEqual(colors, [Palette.light.text, Palette.light.secondaryText])
    }
}
