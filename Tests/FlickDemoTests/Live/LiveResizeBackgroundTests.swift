import CX11
import FlickTestSupport
import Foundation
import XCTest

/// A window that grows never shows black: the server fills the new part with the theme's window
/// colour at once (the window's background pixel), and the new frame follows. The window is
/// resized with Xlib and read back with XGetImage, again and again, until the app has drawn the
/// new size at rest.
final class LiveResizeBackgroundTests: XCTestCase {
    /// The least number of pictures taken of the grown window.
    static let minimumSamples = 12

    /// How many pixels of `image` are black (0x000000).
    private func blackPixels(_ image: UnsafeMutablePointer<XImage>) -> Int {
        let i = image.pointee
        guard i.bits_per_pixel == 32, let data = i.data else { return -1 }
        var count = 0
        for y in 0..<Int(i.height) {
            let row = UnsafeRawPointer(data).advanced(by: y * Int(i.bytes_per_line)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(i.width) where row[x] & 0xFFFFFF == 0 { count += 1 }
        }
        return count
    }

    private func growWithoutBlack(theme: String) throws {
        let server = try XvfbServer(width: 2000, height: 1200)
        defer { server.stop() }
        let app = try LiveFlick(["--demo", "shell", "--size", "640x400", "--theme", theme], server: server)
        defer { _ = app.stop() }
        let window = Window(UInt(try app.waitReady().dropFirst(2), radix: 16) ?? 0)
        try app.waitSettled(after: 0)
        guard let display = XOpenDisplay(server.display) else { return XCTFail("cannot open \(server.display)") }
        defer { XCloseDisplay(display) }

        let mark = app.count
        XResizeWindow(display, window, 1920, 1080)
        XSync(display, False)
        var samples = 0, worst = 0
        // Until the app has drawn the new size at rest, and at least `minimumSamples` times.
        while samples < Self.minimumSamples
                || app.lines(mark..<app.count).allSatisfy({ $0["type"] as? String != "settled" }) {
            // Every plane (Xlib's AllPlanes).
            guard let image = XGetImage(display, window, 0, 0, 1920, 1080, UInt.max, ZPixmap) else {
                return XCTFail("XGetImage failed")
            }
            let black = blackPixels(image)
            _ = flick_XDestroyImage(image)
            XCTAssertGreaterThanOrEqual(black, 0, "not a 32-bit picture")
            worst = max(worst, black)
            samples += 1
            XCTAssertLessThan(samples, 2000, "no settled line after the resize")
            if samples >= 2000 { break }
        }
        print("\(theme): \(samples) pictures of the grown window, at most \(worst) black pixels")
        XCTAssertEqual(worst, 0, "black pixels while the window grew (\(theme))")
    }

    func testAGrowingWindowShowsNoBlackInTheDarkTheme() throws {
        try growWithoutBlack(theme: "dark")
    }

    func testAGrowingWindowShowsNoBlackInTheLightTheme() throws {
        try growWithoutBlack(theme: "light")
    }
}
