import FlickCairo
import FlickCore
@testable import FlickDemo
@testable import FlickKit
import FlickTracing
import XCTest

/// The toolbar's title is optically centred in its bar: measured on rendered pixels, the middle of
/// its capitals (the ink of a title without descenders) is the bar's middle within 1 px.
final class ToolbarTitleCentringTests: XCTestCase {
    override func setUpWithError() throws { try FontPinning.pin() }

    /// Rows whose pixels are brighter than the bar (the white title), first and last.
    private func inkRows(_ buffer: OffscreenBuffer, height: Int, width: Int) -> (Int, Int)? {
        var rows: [Int] = []
        for y in 0..<height {
            for x in 0..<width where Int(buffer.pixel(x: x, y: y).g) > 160 { rows.append(y); break }
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return (first, last)
    }

    func testTheTitleCapitalsSitOnTheBarsCentreWithinOnePixel() throws {
        for height in [48.0, 40, 56, Toolbar.compactHeightPx] {
            let bar = Toolbar(title: "1 of 7 — Aurora")
            bar.layout(size: Size(600, height), now: 0)
            bar.setShown(true, now: 0, animated: false)
            let buffer = OffscreenBuffer(width: 600, height: Int(height))
            CairoRenderer().render(bar.scene(now: 0), into: buffer.buffer, background: .black)
            let (top, bottom) = try XCTUnwrap(inkRows(buffer, height: Int(height), width: 600))
            let inkCentre = Double(top + bottom + 1) / 2
            XCTAssertEqual(inkCentre, height / 2, accuracy: 1, "bar \(height) px: ink rows \(top)...\(bottom)")
        }
    }

    func testTheSwipersTopBarTitleIsCentredInTheBarItDraws() throws {
        let swiper = SwiperDemo.make()
        swiper.layout(size: Size(800, 600), now: 0)
        swiper.topBar.setShown(true, now: 0, animated: false)
        let bar = swiper.topBarFrame
        XCTAssertEqual(swiper.topBar.edgeLine, .bottom, "the bar's extent is drawn, not left to the page below")
        let buffer = OffscreenBuffer(width: 800, height: Int(bar.height))
        CairoRenderer().render(swiper.topBar.scene(now: 0), into: buffer.buffer, background: .black)
        let (top, bottom) = try XCTUnwrap(inkRows(buffer, height: Int(bar.height) - 1, width: 800))
        XCTAssertEqual(Double(top + bottom + 1) / 2, bar.height / 2, accuracy: 1)
    }
}
