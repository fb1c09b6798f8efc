import CX11
import FlickKit
import FlickTestSupport
import Foundation
import XCTest

/// The window decorates itself as GTK does under a compositing manager (metacity with its XRender
/// compositor) on a private Xvfb over a grey backdrop: a 32-bit window whose shadow darkens the
/// backdrop and whose top corners are round, its shadow's extents in `_GTK_FRAME_EXTENTS`, its header
/// bar taking clicks at content coordinates; maximized, or once the compositor is gone, no shadow
/// (extents 0), which comes back with the compositor.
final class LiveCompositedDecorationsTests: XCTestCase {
    private var server: XvfbServer!
    private var backdrop: Backdrop!
    private var manager: WindowManager!
    private var app: LiveFlick!
    private var window = ""
    private let width = 800, height = 600
    /// The backdrop's grey, 0xRRGGBB.
    private let backdropRGB: UInt32 = 0xc8c8c8

    override func setUpWithError() throws {
        server = try XvfbServer(width: 1280, height: 800)
        backdrop = try Backdrop(on: server, rgb: backdropRGB)
        manager = try WindowManager(on: server, compositing: true)
        app = try LiveFlick(["--test", "--demo", "shell", "--size", "\(width)x\(height)"], server: server)
        window = try app.waitReady()
        try app.waitSettled(after: 0)
    }

    override func tearDown() {
        _ = app?.stop()
        manager?.stop()
        backdrop?.stop()
        server?.stop()
    }

    private func run(_ tool: String, _ args: [String]) throws -> String {
        let r = try ProcessResult.run(try XvfbServer.which(tool), args, environment: ["DISPLAY": server.display])
        if r.status != 0 { throw HarnessError.message("\(tool) \(args) failed: \(r.stderr)") }
        return r.stdout
    }

    /// The window's `_GTK_FRAME_EXTENTS` (left, right, top, bottom), nil when it has none.
    private func frameExtents() throws -> [Int]? {
        let line = try run("xprop", ["-id", window, "_GTK_FRAME_EXTENTS"])
        guard let values = line.split(separator: "=").last, line.contains("CARDINAL") else { return nil }
        return values.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// A value of xwininfo's report of the window ("Depth", "Width", "Absolute upper-left X", …).
    private func geometry(_ key: String) throws -> Int? {
        let info = try run("xwininfo", ["-id", window])
        let line = info.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(key + ":") }
        return line.flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) }
    }

    /// The pixels of `drawable` on the test's server (0xAARRGGBB for a 32-bit window, 0xRRGGBB for
    /// the screen), read by `read` at (x, y) in its coordinates.
    private func pixels<T>(of drawable: UInt, width: Int, height: Int,
                           _ read: ((Int, Int) -> UInt32) throws -> T) throws -> T {
        guard let display = XOpenDisplay(server.display) else { throw HarnessError.message("cannot open \(server.display)") }
        defer { XCloseDisplay(display) }
        guard let image = XGetImage(display, Window(drawable), 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap) else {
            throw HarnessError.message("XGetImage failed")
        }
        defer { _ = flick_XDestroyImage(image) }
        let i = image.pointee
        guard i.bits_per_pixel == 32, let data = i.data else { throw HarnessError.message("not a 32-bit picture") }
        return try read { x, y in
            UnsafeRawPointer(data).advanced(by: y * Int(i.bytes_per_line)).assumingMemoryBound(to: UInt32.self)[x]
        }
    }

    /// The brightest of a pixel's red, green and blue.
    private func brightness(_ pixel: UInt32) -> UInt32 {
        max((pixel >> 16) & 0xff, (pixel >> 8) & 0xff, pixel & 0xff)
    }

    func testTheWindowIsTranslucentWithAShadowAroundItsContentAndRoundTopCorners() throws {
        XCTAssertEqual(try geometry("Depth"), 32, "a 32-bit (ARGB) visual under a compositor")
        let extents = try XCTUnwrap(try frameExtents(), "_GTK_FRAME_EXTENTS is set")
        XCTAssertEqual(extents.count, 4)
        XCTAssertTrue(extents.allSatisfy { $0 > 0 }, "the shadow reaches out on every side: \(extents)")
        let (left, top) = (extents[0], extents[2])
        XCTAssertEqual(try geometry("Width"), width + extents[0] + extents[1], "the content keeps its size inside the shadow")
        let originX = try XCTUnwrap(try geometry("Absolute upper-left X")), originY = try XCTUnwrap(try geometry("Absolute upper-left Y"))

        // The window's own pixels: translucent black in the shadow, opaque in the content.
        let id = try XCTUnwrap(UInt(window.dropFirst(2), radix: 16))
        let (shadow, inside) = try pixels(of: id, width: width + left + extents[1], height: height + top + extents[3]) { at in
            (at(left - 3, top + height / 2), at(left + width / 2, top + height / 2))
        }
        XCTAssertTrue((1...254).contains(shadow >> 24), String(format: "the shadow is translucent: %08x", shadow))
        XCTAssertEqual(inside >> 24, 255, "the content is opaque")

        // The screen the compositor made: the shadow darkens the backdrop; the round corner shows it.
        try pixels(of: UInt(XDefaultRootWindowOf(server.display)), width: 1280, height: 800) { at in
            let far = at(2, 2) & 0xffffff
            XCTAssertEqual(far, backdropRGB, "the backdrop shows away from the window")
            let shaded = at(originX + left - 3, originY + top + height / 2) & 0xffffff
            XCTAssertLessThan(brightness(shaded), brightness(backdropRGB), String(format: "the shadow darkens the backdrop: %06x", shaded))
            XCTAssertGreaterThan(brightness(shaded), brightness(backdropRGB) / 2, String(format: "a soft shadow: %06x", shaded))
            let corner = at(originX + left, originY + top) & 0xffffff
            let bar = at(originX + left + 40, originY + top + 1) & 0xffffff
            XCTAssertNotEqual(corner, bar, String(format: "the pixel outside the round corner (%06x) is not the bar's (%06x)", corner, bar))
        }
    }

    func testTheHeaderBarTakesClicksAtContentCoordinatesAndAMaximizedWindowHasNoShadow() throws {
        let extents = try XCTUnwrap(try frameExtents())
        let spy = try WindowManager.spy(on: server, ["-id", window, "_GTK_FRAME_EXTENTS"])
        defer { spy.stop() }
        // The maximize button's centre in content coordinates, then in the window's (inside the shadow).
        let maximizeX = width - 6 - Int(WindowButtons.widthPx) - 3 - Int(WindowButtons.widthPx / 2)
        let barY = Int(NavigationBar.heightPx / 2)
        try app.xdotool(["mousemove", "--window", window, "\(extents[0] + maximizeX)", "\(extents[2] + barY)", "click", "1"])
        guard case .found = spy.lines.waitFor(timeout: 20, { $0.contains("= 0, 0, 0, 0") }) else {
            return XCTFail("the maximized window kept its shadow; xprop said \(spy.lines.last(3))")
        }
        let state = try run("xprop", ["-id", window, "_NET_WM_STATE"])
        XCTAssertTrue(state.contains("_NET_WM_STATE_MAXIMIZED_VERT") && state.contains("_NET_WM_STATE_MAXIMIZED_HORZ"), state)
    }

    func testTheShadowGoesWithTheCompositorAndComesBackWithIt() throws {
        let spy = try WindowManager.spy(on: server, ["-id", window, "_GTK_FRAME_EXTENTS"])
        defer { spy.stop() }
        XCTAssertEqual(try frameExtents(), [25, 25, 25, 25])
        let mark = spy.lines.count
        manager.stop()  // the compositor's selection loses its owner (XFixes tells the window)
        guard case .found = spy.lines.waitFor(from: mark, timeout: 20, { $0.contains("= 0, 0, 0, 0") }) else {
            return XCTFail("the shadow stayed without a compositor; xprop said \(spy.lines.last(3))")
        }
        let again = spy.lines.count
        manager = try WindowManager(on: server, compositing: true)
        guard case .found = spy.lines.waitFor(from: again, timeout: 20, { $0.contains("= 25, 25, 25, 25") }) else {
            return XCTFail("the shadow did not come back with the compositor; xprop said \(spy.lines.last(3))")
        }
    }
}

/// The root window of the default screen of the X server `name`.
private func XDefaultRootWindowOf(_ name: String) -> Window {
    guard let display = XOpenDisplay(name) else { return 0 }
    defer { XCloseDisplay(display) }
    return XDefaultRootWindow(display)
}
