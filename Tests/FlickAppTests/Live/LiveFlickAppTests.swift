import FlickTestSupport
import XCTest

/// `FlickApp.run` in a real window on a private Xvfb, through `flick-app-probe run`.
final class LiveFlickAppTests: XCTestCase {
    func testRunOpensAWindowWithTheTitleThatHostsTheComponent() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["run", "Flick probe window"], display: xvfb.display)
        try probe.waitFor("drawn")
        let ids = try Tools.run("xdotool", ["search", "--name", "^Flick probe window$"], display: xvfb.display)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(ids.count, 1, "one window with that name")
        let window = try XCTUnwrap(ids.first)
        let names = try Tools.run("xprop", ["-id", window, "_NET_WM_NAME", "WM_NAME"], display: xvfb.display)
        XCTAssertTrue(names.contains("_NET_WM_NAME(UTF8_STRING) = \"Flick probe window\""), names)
        XCTAssertTrue(names.contains("WM_NAME(STRING) = \"Flick probe window\""), names)

        // A 320x240 window is made 360x360, the smallest window (FlickAppConfiguration.minimumSize).
        XCTAssertTrue(try Tools.run("xwininfo", ["-id", window], display: xvfb.display).contains("Width: 360"))
        let before = probe.count
        try probe.xdotool(["mousemove", "--window", window, "100", "60", "click", "1"])
        XCTAssertEqual(try probe.waitFor("tap", from: before).line, "tap 100 60 1")
        let dragStart = probe.count
        try probe.xdotool(["mousemove", "--window", window, "250", "100", "mousedown", "1",
                           "mousemove", "--window", window, "200", "100",
                           "mousemove", "--window", window, "50", "100", "mouseup", "1"])
        XCTAssertEqual(try probe.waitFor("pan-end", from: dragStart).line, "pan-end -200 0")

        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0, "SIGTERM ends the run with status 0")
    }

    func testWorkPostedFromAnotherThreadRunsOnTheUIThreadAndIsDrawn() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["post", "Flick post probe"], display: xvfb.display)
        let ids = try waitForWindow(named: "Flick post probe", probe: probe)
        let window = try XCTUnwrap(ids.first)
        XCTAssertEqual(try probe.color(ofWindow: window, x: 50, y: 50), 0x2050C0)
        // The loop is idle (asleep in ppoll) until the tap; the posting thread then wakes it.
        let before = probe.count
        try probe.xdotool(["mousemove", "--window", window, "100", "60", "click", "1"])
        XCTAssertEqual(try probe.waitFor("posted", from: before).line, "posted main", "the closure ran on the UI thread")
        try probe.waitFor("drawn red", from: before)
        XCTAssertEqual(try probe.color(ofWindow: window, x: 50, y: 50), 0xD03030, "the frame after the work shows it")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
    }

    func testFlickScaleMakesTheWindowLargerInDevicePixelsAndFlickTestKeepsScaleOne() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let scaled = try ProbeProcess(["run", "Flick scaled probe"], display: xvfb.display, environment: ["FLICK_SCALE": "2"])
        XCTAssertEqual(try scaled.waitFor("layout").line, "layout 360x360", "size: is in layout pixels (at least the minimum)")
        let window = try XCTUnwrap(try waitForWindow(named: "Flick scaled probe", probe: scaled).first)
        let info = try Tools.run("xwininfo", ["-id", window], display: xvfb.display)
        XCTAssertTrue(info.contains("Width: 720") && info.contains("Height: 720"), info)
        scaled.terminate()
        XCTAssertEqual(try scaled.waitForExit(), 0)

        let hermetic = try ProbeProcess(["run", "Flick hermetic probe"], display: xvfb.display,
                                        environment: ["FLICK_SCALE": "2", "FLICK_TEST": "1"])
        let plain = try XCTUnwrap(try waitForWindow(named: "Flick hermetic probe", probe: hermetic).first)
        XCTAssertTrue(try Tools.run("xwininfo", ["-id", plain], display: xvfb.display).contains("Width: 360"), "FLICK_TEST=1: scale 1")
        hermetic.terminate()
        XCTAssertEqual(try hermetic.waitForExit(), 0)

        let bad = try ProbeProcess(["run", "Bad scale"], display: xvfb.display, environment: ["FLICK_SCALE": "lots"])
        XCTAssertEqual(try bad.waitForExit(), 2)
        XCTAssertTrue(bad.standardError.hasPrefix("flick-app-probe: bad FLICK_SCALE 'lots'"), bad.standardError)
    }

    func testControlQEndsTheRun() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["run", "Flick quit probe"], display: xvfb.display)
        let window = try XCTUnwrap(try waitForWindow(named: "Flick quit probe", probe: probe).first)
        let before = probe.count
        try probe.xdotool(["mousemove", "--window", window, "100", "60", "key", "ctrl+q"])
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertFalse(probe.lines(before..<probe.count).contains { $0.hasPrefix("key") }, "the component never saw it")
    }

    func testAPictureViewShowsAJPEGDecodedOffTheUIThreadAtTheWindowsScale() throws {
        // A 3:2 picture in a 4:3 window, fit: bands above and below; at scale 2 the window is 640x480.
        let jpeg = try PictureFiles.converted(try PictureFiles.halvesPNG(600, 400), to: "jpg")
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["picture", jpeg, "Flick picture probe"], display: xvfb.display,
                                     environment: ["FLICK_SCALE": "2"])
        XCTAssertEqual(try probe.waitFor("picture shown").line, "picture shown 600x400")
        let window = try XCTUnwrap(try Tools.run("xdotool", ["search", "--name", "^Flick picture probe$"], display: xvfb.display)
            .split(separator: "\n").first.map(String.init))
        let left = try probe.color(ofWindow: window, x: 100, y: 240), right = try probe.color(ofWindow: window, x: 540, y: 240)
        XCTAssertTrue(left >> 16 > 0xC0 && left & 0xFF < 0x40, String(left, radix: 16))
        XCTAssertTrue(right >> 16 < 0x40 && right & 0xFF > 0xC0, String(right, radix: 16))
        XCTAssertEqual(try probe.color(ofWindow: window, x: 320, y: 10), 0x2E2E2E, "the band above the picture (the dark placeholder)")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "", "no warning")
    }

    func testAPictureThatCannotBeReadWarnsOnceWithItsReason() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let missing = PictureFiles.temporaryPath("missing.jpg")
        let probe = try ProbeProcess(["picture", missing, "Flick missing picture"], display: xvfb.display)
        XCTAssertEqual(try probe.waitFor("picture failed").line, "picture failed no such file")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "flick-app-probe: warning: cannot show the picture '\(missing)': no such file; showing a placeholder\n")
    }

    func testAPictureThatIsTheCarouselsPageAtLaunchLoads() throws {
        let jpeg = try PictureFiles.converted(try PictureFiles.halvesPNG(300, 200), to: "jpg")
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["carousel", jpeg, "Flick picture carousel"], display: xvfb.display)
        XCTAssertEqual(try probe.waitFor("picture shown").line, "picture shown 300x200", "not a placeholder for good")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "", "no warning")
    }

    func testATruncatedJPEGKeepsItsPlaceholderAndIsReportedAsTruncated() throws {
        // The first fifth of a photo-like JPEG, as a download that stopped leaves it.
        let whole = PictureFiles.temporaryPath("noise.jpg")
        try Tools.run("convert", ["-size", "800x600", "plasma:", "-seed", "5", "+noise", "Gaussian", "-quality", "92", whole],
                      display: "")
        let data = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = PictureFiles.temporaryPath("cut.jpg")
        try data.prefix(data.count / 5).write(to: URL(fileURLWithPath: cut))
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["picture", cut, "Flick truncated picture"], display: xvfb.display)
        XCTAssertEqual(try probe.waitFor("picture failed").line, "picture failed the picture is truncated or damaged")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError,
                       "flick-app-probe: warning: cannot show the picture '\(cut)': the picture is truncated or damaged; showing a placeholder\n")
    }

    /// Waits for the probe's first frame, then finds its window by name.
    private func waitForWindow(named name: String, probe: ProbeProcess) throws -> [String] {
        try probe.waitFor("drawn")
        return try Tools.run("xdotool", ["search", "--name", "^\(name)$"], display: probe.display)
            .split(separator: "\n").map(String.init)
    }

    func testRunWithoutADisplayReturns2WithAMessage() throws {
        let unset = try ProbeProcess(["run", "No display"], display: "")
        XCTAssertEqual(try unset.waitForExit(), 2)
        XCTAssertEqual(unset.standardError, "flick-app-probe: no X display (DISPLAY is unset); run the program "
            + "inside an X session, or set DISPLAY to a running X server (e.g. DISPLAY=:0)\n")

        let absent = try ProbeProcess(["run", "No display"], display: ":987")
        XCTAssertEqual(try absent.waitForExit(), 2)
        XCTAssertTrue(absent.standardError.hasPrefix("flick-app-probe: cannot open X display ':987'"), absent.standardError)
    }
}
