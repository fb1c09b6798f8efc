import CX11
import FlickTestSupport
import Foundation
import XCTest

/// A window that grows never shows black: the server fills the new part with the theme's window
/// colour at once (the window's background pixel), and the new frame follows. The window is
/// resized with Xlib and read back with XGetImage, again and again, until the app has drawn the
/// new size at rest. A pixel counts when it is black in a picture taken while the window grew but
/// not in the frame at rest (a photo may hold black pixels of its own).
final class LiveResizeBackgroundTests: XCTestCase {
    /// The least number of pictures taken of the grown window.
    static let minimumSamples = 12

    /// Where `image`'s black (0x000000) pixels are, as `y * width + x`; nil when it is not a
    /// 32-bit picture.
    private func blackPixels(_ image: UnsafeMutablePointer<XImage>) -> [Int]? {
        let i = image.pointee
        guard i.bits_per_pixel == 32, let data = i.data else { return nil }
        var found: [Int] = []
        for y in 0..<Int(i.height) {
            let row = UnsafeRawPointer(data).advanced(by: y * Int(i.bytes_per_line)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(i.width) where row[x] & 0xFFFFFF == 0 { found.append(y * Int(i.width) + x) }
        }
        return found
    }

    /// The black pixels of a picture of the whole grown window.
    private func blackPixels(of window: Window, on display: OpaquePointer) throws -> [Int] {
        // Every plane (Xlib's AllPlanes).
        guard let image = XGetImage(display, window, 0, 0, 1920, 1080, UInt.max, ZPixmap) else {
            throw HarnessError.message("XGetImage failed")
        }
        defer { _ = flick_XDestroyImage(image) }
        guard let black = blackPixels(image) else { throw HarnessError.message("not a 32-bit picture") }
        return black
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
        var samples: [[Int]] = []
        // Until the app has drawn the new size at rest, and at least `minimumSamples` times.
        while samples.count < Self.minimumSamples
                || app.lines(mark..<app.count).allSatisfy({ $0["type"] as? String != "settled" }) {
            samples.append(try blackPixels(of: window, on: display))
            XCTAssertLessThan(samples.count, 2000, "no settled line after the resize")
            if samples.count >= 2000 { break }
        }
        let atRest = Set(try blackPixels(of: window, on: display))
        let worst = samples.map { $0.filter { !atRest.contains($0) }.count }.max() ?? 0
        print("\(theme): \(samples.count) pictures of the grown window, at most \(worst) black pixels that are not black at rest")
        XCTAssertEqual(worst, 0, "black pixels while the window grew (\(theme))")
    }

    func testAGrowingWindowShowsNoBlackInTheDarkTheme() throws {
        try growWithoutBlack(theme: "dark")
    }

    func testAGrowingWindowShowsNoBlackInTheLightTheme() throws {
        try growWithoutBlack(theme: "light")
    }
}
