import FlickCore
@testable import FlickX11
import XCTest

final class FramePainterTests: XCTestCase {
    private var frame: WindowFrame {
        var state = WindowManagerState()
        state.isCompositing = true
        return WindowFrame.decided(windowSize: Size(120, 100), translucent: true, manager: state)
    }

    /// Paints `frame` around content of opaque grey (0xff808080) in a buffer of the window's size.
    private func painted(_ body: (FramePainter, PixelBuffer) -> Void) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xff80_8080, count: 120 * 100)
        pixels.withUnsafeMutableBytes { memory in
            let buffer = PixelBuffer(data: memory.baseAddress!, width: 120, height: 100, stride: 120 * 4)
            body(FramePainter(), buffer)
        }
        return pixels
    }

    func testTheShadowIsTranslucentBlackAroundTheContentWhichStaysAsDrawn() {
        let f = frame
        let pixels = painted { painter, buffer in painter.paintShadow(f, into: buffer) }
        let nearLeft = pixels[50 * 120 + 24], farLeft = pixels[50 * 120 + 0]
        XCTAssertEqual(nearLeft & 0xffffff, 0, "black, premultiplied")
        XCTAssertGreaterThan(nearLeft >> 24, farLeft >> 24, "darker near the content")
        XCTAssertTrue((1...254).contains(nearLeft >> 24), String(format: "translucent: %08x", nearLeft))
        XCTAssertEqual(pixels[50 * 120 + 60], 0xff80_8080, "the content is left as drawn")
    }

    func testTheContentsTopCornersShowTheShadowOutsideTheirArcs() {
        let f = frame
        let pixels = painted { painter, buffer in
            painter.paintShadow(f, into: buffer)
            painter.paintCorners(f, into: buffer)
        }
        let corner = pixels[25 * 120 + 25]
        XCTAssertEqual(corner & 0xffffff, 0, String(format: "outside the arc, only the shadow: %08x", corner))
        XCTAssertLessThan(corner >> 24, 128)
        XCTAssertEqual(pixels[25 * 120 + 60], 0xff80_8080, "the top edge between the corners is content")
        XCTAssertEqual(pixels[74 * 120 + 25], 0xff80_8080, "the bottom corners are square")
    }

    func testABlendKeepsPremultipliedPixelsValid() {
        let blended = FramePainter.blend(0xff80_4020, cover: 0.5, overShadow: 0.2)
        XCTAssertEqual(blended >> 24, 153, "half the content's alpha and half of the shadow's 20 %")
        XCTAssertEqual((blended >> 16) & 0xff, 64)
        XCTAssertEqual(blended & 0xff, 16)
        XCTAssertEqual(FramePainter.black(0.5), 0x8000_0000)
    }
}
