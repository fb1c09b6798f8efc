import FlickApp
import FlickCairo
import XCTest

/// `PictureView` in a host with a `PictureStore`: a placeholder until the picture arrives off the
/// UI thread, then a fade; the content mode places it; a failure keeps the placeholder; its
/// semantics name the file.
final class PictureViewTests: XCTestCase {
    /// The dark palette's placeholder (`Palette.dark.placeholder`).
    private let placeholder: UInt32 = 0x2E2E2E

    private func color(_ host: ComponentHost, at t: Double, _ x: Int, _ y: Int) -> UInt32 {
        let buffer = OffscreenBuffer(width: Int(host.windowSize.width), height: Int(host.windowSize.height))
        host.advance(to: t)
        host.render(into: buffer.buffer, now: t)
        let p = buffer.pixel(x: x, y: y)
        return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    private func isRed(_ c: UInt32) -> Bool { c >> 16 > 0xC0 && c & 0xFF < 0x40 }
    private func isBlue(_ c: UInt32) -> Bool { c >> 16 < 0x40 && c & 0xFF > 0xC0 }

    func testAPlaceholderShowsUntilThePictureArrivesThenItFadesInFitWithBands() throws {
        // A 3:2 picture in a 4:3 view, fit: whole, with bands above and below.
        let jpeg = try PictureFiles.converted(try PictureFiles.halvesPNG(300, 200), to: "jpg")
        let view = PictureView(file: jpeg)
        let ui = TestUIThread()
        let host = ComponentHost(view, size: Size(80, 60), now: 0)
        host.pictureLoader = PictureStore(handOff: ui.handOff)
        XCTAssertEqual(color(host, at: 0, 10, 30), placeholder, "the frame does not wait for the decode")
        XCTAssertFalse(view.isLoaded)
        XCTAssertFalse(host.needsDisplay(now: 0.1), "nothing to draw while the decode runs")

        ui.runNext()
        XCTAssertTrue(view.isLoaded)
        XCTAssertEqual(view.pixelSize, Size(300, 200))
        XCTAssertTrue(host.needsDisplay(now: 1), "the picture's arrival asks for a frame")
        XCTAssertEqual(color(host, at: 1, 10, 30), placeholder, "the fade starts at the frame after the arrival")
        XCTAssertTrue(host.isAnimating(now: 1.05))
        let middle = color(host, at: 1 + Constants.pictureFadeInS / 2, 10, 30)
        XCTAssertTrue(middle >> 16 > 0x70 && middle >> 16 < 0xD0, String(middle, radix: 16))
        let t = 1 + Constants.pictureFadeInS
        XCTAssertTrue(isRed(color(host, at: t, 10, 30)))
        XCTAssertTrue(isBlue(color(host, at: t, 70, 30)))
        XCTAssertEqual(color(host, at: t, 40, 2), placeholder, "the band above the 80x53 picture")
        XCTAssertFalse(host.isAnimating(now: t + 0.01))
    }

    func testContentModesPlaceThePicture() throws {
        let png = try PictureFiles.halvesPNG(30, 20)
        for (mode, redAt, bandAt) in [(ContentMode.fill, 1, nil), (.center, 30, 5), (.scaleDown, 30, 5)] as [(ContentMode, Int, Int?)] {
            let view = PictureView(file: png, contentMode: mode)
            let ui = TestUIThread()
            let host = ComponentHost(view, size: Size(80, 60), now: 0)
            host.pictureLoader = PictureStore(handOff: ui.handOff)
            host.advance(to: 0)
            ui.runNext()
            _ = color(host, at: 1, 0, 0)
            XCTAssertTrue(isRed(color(host, at: 2, redAt, 30)), "\(mode)")
            if let bandAt { XCTAssertEqual(color(host, at: 2, bandAt, 30), placeholder, "\(mode): at its own size") }
        }
    }

    func testAFailureKeepsThePlaceholderAndSaysWhyInTheSemantics() throws {
        let view = PictureView(file: PictureFiles.temporaryPath("missing.png"), name: "Holiday")
        let ui = TestUIThread()
        let host = ComponentHost(view, size: Size(40, 30), now: 0)
        let store = PictureStore(handOff: ui.handOff)
        host.pictureLoader = store
        host.advance(to: 0)
        ui.runNext()
        XCTAssertEqual(color(host, at: 1, 20, 15), placeholder)
        XCTAssertEqual(view.failure?.reason, "no such file")
        XCTAssertEqual(store.warnings.count, 1)
        let node = try XCTUnwrap(view.semantics(now: 1).first)
        XCTAssertEqual(node.role, .picture)
        XCTAssertEqual(node.name, "Holiday")
        XCTAssertEqual(node.value, "unreadable")
    }

    func testItsSemanticsNameTheFileAndItsSize() throws {
        let png = try PictureFiles.halvesPNG(30, 20)
        let view = PictureView(file: png)
        let ui = TestUIThread()
        let host = ComponentHost(view, size: Size(40, 30), now: 0)
        host.pictureLoader = PictureStore(handOff: ui.handOff)
        host.advance(to: 0)
        ui.runNext()
        let node = try XCTUnwrap(view.semantics(now: 1).first)
        XCTAssertEqual(node.role, .picture)
        XCTAssertEqual(node.name, String(png.split(separator: "/").last!))
        XCTAssertEqual(node.value, "30x20")
        XCTAssertEqual(node.frame, Rect(x: 0, y: 0, width: 40, height: 30))
    }

    func testPicturesInASwiperArriveAndAreDrawnAtTheHostsScale() throws {
        let files = [try PictureFiles.halvesPNG(64, 48), try PictureFiles.halvesPNG(64, 48)]
        let ui = TestUIThread()
        let store = PictureStore(handOff: ui.handOff)
        let swiper = Swiper(pageCount: files.count) { index in PictureView(file: files[index], contentMode: .fit) }
        // Layout 128x192: the 4:3 pictures fit as 128x96 layout px, 256x192 device px, never
        // enlarged from the file's 64x48.
        let host = ComponentHost(swiper, size: Size(256, 384), scale: 2, now: 0)
        host.pictureLoader = store
        host.advance(to: 0)
        XCTAssertGreaterThan(store.decodingCount, 0, "the pages asked for their pictures")
        while store.decodingCount > 0 { ui.runNext() }
        _ = color(host, at: 1, 0, 0)
        XCTAssertTrue(isRed(color(host, at: 2, 40, 192)))
        XCTAssertTrue(isBlue(color(host, at: 2, 216, 192)))
    }
}
