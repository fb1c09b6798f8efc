@testable import FlickDemo
import FlickCairo
import FlickCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Flick's icon: one drawing rendered to pixels at every size, as the window's icon with straight
/// alpha, and as an SVG of the same shapes.
final class AppIconTests: XCTestCase {
    func testTheIconFillsItsTileAndLeavesTheCornersTransparentAtEverySize() {
        for side in AppIcon.pixelSizes {
            let image = AppIcon.render(side: side)
            XCTAssertEqual([image.width, image.height], [side, side])
            XCTAssertEqual(image.pixel(x: 0, y: 0).a, 0, "\(side): the corner outside the rounded tile")
            XCTAssertEqual(image.pixel(x: side - 1, y: side - 1).a, 0, "\(side)")
            // Inside the tile, beside the cards: opaque and blue.
            let k = Double(side) / AppIcon.canvas
            let tile = image.pixel(x: Int(60 * k), y: Int(40 * k))
            XCTAssertEqual(tile.a, 255, "\(side)")
            XCTAssertGreaterThan(tile.b, tile.r, "\(side): the tile is blue")
            // The centre card is near white.
            let card = image.pixel(x: Int(128 * k), y: Int(185 * k))
            XCTAssertGreaterThan(Int(card.r), 220, "\(side)")
        }
    }

    func testWindowIconsCarryStraightAlphaPixelsOfEachSize() {
        let icons = AppIcon.windowIcons(sizes: [16, 48])
        XCTAssertEqual(icons.map(\.width), [16, 48])
        XCTAssertEqual(icons.map(\.height), [16, 48])
        let image = AppIcon.render(side: 48)
        for (x, y) in [(0, 0), (10, 10), (24, 30), (24, 44), (47, 20)] {
            let p = image.pixel(x: x, y: y)
            let argb = icons[1].argb[y * 48 + x]
            XCTAssertEqual(UInt8(argb >> 24), p.a, "(\(x),\(y))")
            guard p.a > 0 else { XCTAssertEqual(argb, 0); continue }
            // Premultiplied back, the straight value gives the rendered channel (±1 of rounding).
            let r = Int((argb >> 16) & 0xFF) * Int(p.a) / 255
            XCTAssertLessThanOrEqual(abs(r - Int(p.r)), 1, "(\(x),\(y))")
        }
    }

    func testTheSVGIsAWellFormedDocumentOfTheSameShapes() throws {
        let svg = AppIcon.svg
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String] = []
            var viewBox: String?
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                elements.append(name)
                if name == "svg" { viewBox = attributes["viewBox"] }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(collector.viewBox, "0 0 256 256")
        let drawn = collector.elements.filter { $0 == "rect" || $0 == "ellipse" }.count
        XCTAssertEqual(drawn, AppIcon.shapes.count)
        XCTAssertEqual(collector.elements.filter { $0 == "linearGradient" }.count, 1, "the tile's gradient")
    }

    func testTheSVGIsTheSameOnEveryCall() {
        XCTAssertEqual(AppIcon.svg, AppIcon.svg)
    }
}
