@testable import FlickCairo
import FlickCore
import XCTest

final class TextRendererTests: XCTestCase {
    override func setUp() { _ = TestCanvas.fontsPinned }

    private func inkBounds(_ out: OffscreenBuffer) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (Int, Int, Int, Int)?
        for y in 0..<out.height {
            for x in 0..<out.width where out.pixel(x: x, y: y).r > 0 {
                let r = result ?? (x, y, x, y)
                result = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
            }
        }
        return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    func testTextDrawsInsideItsFrameAndNowhereElse() {
        let frame = Rect(x: 20, y: 10, width: 120, height: 30)
        let scene = SceneNode.text(TextNode("Hello, Flick", frame: frame, font: FontSpec(size: 16), color: .white))
        let out = TestCanvas.render(scene, width: 160, height: 50)
        guard let ink = inkBounds(out) else { return XCTFail("no text pixels") }
        XCTAssertGreaterThanOrEqual(ink.minX, 20)
        XCTAssertGreaterThanOrEqual(ink.minY, 10)
        XCTAssertLessThan(ink.maxX, 140)
        XCTAssertLessThan(ink.maxY, 40)
    }

    func testLongTextEndsInAnEllipsisWithinItsFrame() {
        let frame = Rect(x: 10, y: 10, width: 80, height: 24)
        let text = String(repeating: "wide words ", count: 20)
        let out = TestCanvas.render(.text(TextNode(text, frame: frame, font: FontSpec(size: 14), color: .white)),
                                    width: 200, height: 60)
        guard let ink = inkBounds(out) else { return XCTFail("no text pixels") }
        XCTAssertLessThan(ink.maxX, 90)
        XCTAssertLessThan(ink.maxY, 34)
    }

    func testTextIsCentredVerticallyOnlyWhenAsked() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 80)
        let centred = TestCanvas.render(.text(TextNode("Mid", frame: frame, font: FontSpec(size: 12), color: .white)),
                                        width: 100, height: 80)
        let top = TestCanvas.render(.text(TextNode("Mid", frame: frame, font: FontSpec(size: 12), color: .white,
                                                   centeredVertically: false)), width: 100, height: 80)
        guard let c = inkBounds(centred), let t = inkBounds(top) else { return XCTFail("no text pixels") }
        XCTAssertLessThan(t.maxY, 20)
        XCTAssertEqual(Double(c.minY + c.maxY) / 2, 40, accuracy: 5)
    }

    func testAlignmentMovesTheTextWithinItsFrame() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 30)
        func ink(_ a: TextNode.Alignment) -> Int? {
            inkBounds(TestCanvas.render(.text(TextNode("abc", frame: frame, font: FontSpec(size: 14), color: .white,
                                                       alignment: a)), width: 200, height: 30))?.minX
        }
        guard let leading = ink(.leading), let center = ink(.center), let trailing = ink(.trailing) else {
            return XCTFail("no text pixels")
        }
        XCTAssertLessThan(leading, center)
        XCTAssertLessThan(center, trailing)
    }

    func testMeasureGrowsWithTheText() {
        let text = CairoRenderer().text
        let font = FontSpec(size: 14)
        let short = text.measure("Hi", font: font, maxWidth: nil)
        let long = text.measure("Hi there, this is longer", font: font, maxWidth: nil)
        XCTAssertGreaterThan(short.width, 0)
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(long.height, short.height, accuracy: 0.01)
        XCTAssertEqual(text.measure("", font: font, maxWidth: nil), .zero)
    }

    func testMeasureWrapsAtTheMaximumWidth() {
        let text = TextRenderer()
        let font = FontSpec(size: 14)
        let sentence = "one two three four five six seven eight nine ten"
        let free = text.measure(sentence, font: font, maxWidth: nil)
        let wrapped = text.measure(sentence, font: font, maxWidth: 100)
        XCTAssertLessThanOrEqual(wrapped.width, 100)
        XCTAssertGreaterThan(wrapped.height, free.height * 2)
    }

    func testBoldTextIsWiderThanRegular() {
        let text = TextRenderer()
        let regular = text.measure("Weight", font: FontSpec(size: 20), maxWidth: nil)
        let bold = text.measure("Weight", font: FontSpec(size: 20, weight: .bold), maxWidth: nil)
        XCTAssertGreaterThan(bold.width, regular.width)
    }

    func testUnchangedTextReusesItsLayout() {
        let renderer = CairoRenderer()
        let buffer = OffscreenBuffer(width: 100, height: 30)
        let scene = SceneNode.text(TextNode("Same", frame: Rect(x: 0, y: 0, width: 100, height: 30),
                                            font: FontSpec(size: 12), color: .white))
        for _ in 0..<10 { renderer.render(scene, into: buffer.buffer) }
        XCTAssertEqual(renderer.text.layoutCount, 1)
    }
}
