import FlickKit
import FlickTestSupport
import Foundation
import XCTest

/// The window decorates itself as GTK does, under a GNOME window manager (metacity, its compositor
/// off) on a private Xvfb: one title bar (the shell's header bar, no window manager frame) whose
/// buttons work, square and without a shadow.
final class LiveWindowDecorationsTests: XCTestCase {
    private var server: XvfbServer!
    private var manager: WindowManager!
    private var app: LiveFlick!
    private var window = ""
    private let width = 800

    override func setUpWithError() throws {
        server = try XvfbServer()
        manager = try WindowManager(on: server)
        app = try LiveFlick(["--demo", "shell", "--size", "\(width)x600"], server: server)
        window = try app.waitReady()
        try app.waitSettled(after: 0)
    }

    override func tearDown() {
        _ = app?.stop()
        manager?.stop()
        server?.stop()
    }

    private func run(_ tool: String, _ args: [String]) throws -> String {
        let r = try ProcessResult.run(try XvfbServer.which(tool), args, environment: ["DISPLAY": server.display])
        if r.status != 0 { throw HarnessError.message("\(tool) \(args) failed: \(r.stderr)") }
        return r.stdout
    }

    /// Clicks the window's button whose centre is `fromRight` px from the window's right edge, on the header bar.
    private func clickButton(fromRight: Int) throws {
        try app.xdotool(["mousemove", "--window", window, "\(width - fromRight)", "\(Int(NavigationBar.heightPx / 2))",
                         "click", "1"])
    }

    /// The centre of the close button, and of the maximize button beside it, from the right edge:
    /// the bar's inset (6 px), the buttons' width and the 3 px between them.
    private var closeFromRight: Int { 6 + Int(WindowButtons.widthPx / 2) }
    private var maximizeFromRight: Int { 6 + Int(WindowButtons.widthPx) + 3 + Int(WindowButtons.widthPx / 2) }

    /// The pointer's shape the server shows now, read through XFixes (`XFixesGetCursorImage`):
    /// its size, hot spot and a digest of its pixels.
    private func cursorShape() throws -> String {
        let script = """
            ctypes, hashlib = __import__("ctypes"), __import__("hashlib")
            x = ctypes.CDLL("libX11.so.6"); xf = ctypes.CDLL("libXfixes.so.3")
            class Image(ctypes.Structure):
                _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort),
                            ("height", ctypes.c_ushort), ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                            ("serial", ctypes.c_ulong), ("pixels", ctypes.POINTER(ctypes.c_ulong)),
                            ("atom", ctypes.c_ulong), ("name", ctypes.c_char_p)]
            x.XOpenDisplay.restype = ctypes.c_void_p
            xf.XFixesGetCursorImage.restype = ctypes.POINTER(Image)
            xf.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
            i = xf.XFixesGetCursorImage(x.XOpenDisplay(None)).contents
            pixels = ctypes.string_at(ctypes.cast(i.pixels, ctypes.c_void_p), i.width * i.height * ctypes.sizeof(ctypes.c_ulong))
            print(i.width, i.height, i.xhot, i.yhot, hashlib.md5(pixels).hexdigest())
            """
        return try run("python3", ["-c", script]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The cursor's shape once `matches` holds of it: read until then, at most `timeout` seconds
    /// (the app changes it as it reads the pointer's motion; no fixed wait).
    private func cursor(_ what: String, timeout: Double = 10, _ matches: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shape = try cursorShape()
        while !matches(shape) {
            guard Date() < deadline else { throw HarnessError.message("no \(what) within \(timeout) s (the cursor: \(shape))") }
            shape = try cursorShape()
        }
        return shape
    }

    func testTheEdgesShowResizeArrowsAndTheInsideTheWindowsOwnCursor() throws {
        try app.xdotool(["mousemove", "--window", window, "\(width / 2)", "300"])
        let inside = try cursorShape()
        try app.xdotool(["mousemove", "--window", window, "\(width - 2)", "300"])
        let edge = try cursor("resize arrow on the right edge") { $0 != inside }
        try app.xdotool(["mousemove", "--window", window, "2", "598"])
        let corner = try cursor("resize arrow on the bottom left corner") { $0 != inside && $0 != edge }
        try app.xdotool(["mousemove", "--window", window, "\(width / 2)", "300"])
        _ = try cursor("window's own cursor inside again") { $0 == inside }
        XCTAssertNotEqual(edge, corner)
    }

    func testTheWindowManagerDrawsNoFrameSoTheWindowHasOneTitleBar() throws {
        let motif = try run("xprop", ["-id", window, "_MOTIF_WM_HINTS"])
        XCTAssertTrue(motif.contains("= 0x2, 0x0, 0x0"), "decorations 0: \(motif)")
        // A frame would be the window's parent, larger than it by the frame's extents.
        let tree = try run("xwininfo", ["-tree", "-id", window])
        let parent = tree.split(separator: "\n").first { $0.contains("Parent window id:") }.map(String.init) ?? ""
        XCTAssertTrue(parent.contains("(the root window)"), "no frame window around it: \(parent)")
        let extents = try run("xprop", ["-id", window, "_NET_FRAME_EXTENTS"])
        XCTAssertTrue(extents.contains("not found") || extents.contains("= 0, 0, 0, 0"), extents)
        let actions = try run("xprop", ["-id", window, "_NET_WM_ALLOWED_ACTIONS"])
        XCTAssertTrue(actions.contains("_NET_WM_ACTION_MAXIMIZE_VERT"), "the window is managed: \(actions)")
    }

    func testWithoutACompositorTheWindowStays24BitSquareAndWithoutFrameExtents() throws {
        let info = try run("xwininfo", ["-id", window])
        XCTAssertTrue(info.contains("Depth: 24"), "no translucent visual without a compositor: \(info)")
        XCTAssertTrue(info.contains("Width: \(width)"), "no shadow around the content: \(info)")
        let extents = try run("xprop", ["-id", window, "_GTK_FRAME_EXTENTS"])
        XCTAssertTrue(extents.contains("not found") || extents.contains("= 0, 0, 0, 0"), extents)
    }

    func testTheMaximizeButtonMaximizesTheWindow() throws {
        // The window manager's answer is a property change on the window: watched, not waited for.
        let spy = try WindowManager.spy(on: server, ["-id", window, "_NET_WM_STATE"])
        defer { spy.stop() }
        let states = spy.lines
        let mark = app.count
        try clickButton(fromRight: maximizeFromRight)
        guard case .found = states.waitFor(timeout: 20, { $0.contains("_NET_WM_STATE_MAXIMIZED_VERT") }) else {
            return XCTFail("the window was not maximized; xprop said \(states.last(3))")
        }
        try app.waitSettled(after: mark)
        let geometry = try run("xwininfo", ["-id", window])
        XCTAssertTrue(geometry.contains("Width: 1280") && geometry.contains("Height: 800"), geometry)
    }

    func testTheCloseButtonEndsTheApp() throws {
        try clickButton(fromRight: closeFromRight)
        XCTAssertTrue(app.waitForEnd(timeout: 20), "the close button did not end the app")
        XCTAssertEqual(app.process.terminationStatus, 0)
    }
}
