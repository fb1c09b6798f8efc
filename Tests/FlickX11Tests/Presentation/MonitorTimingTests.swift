import FlickCore
@testable import FlickX11
import XCTest

/// The refresh rate from RandR's mode timing, and the monitor a window is on, with decoded
/// RandR data (modes as `xrandr --verbose` prints them).
final class MonitorTimingTests: XCTestCase {
    /// 1920x1080 at 60 Hz (CEA-861: 148.5 MHz, 2200 x 1125 in total).
    private let hd60 = MonitorTiming(frame: Rect(x: 0, y: 0, width: 1920, height: 1080),
                                     dotClockHz: 148_500_000, horizontalTotal: 2200, verticalTotal: 1125)
    /// 2560x1440 at 144 Hz to its right (CVT reduced blanking: 586.59 MHz, 2720 x 1497).
    private let qhd144 = MonitorTiming(frame: Rect(x: 1920, y: 0, width: 2560, height: 1440),
                                       dotClockHz: 586_590_000, horizontalTotal: 2720, verticalTotal: 1497)

    func testTheRateIsThePixelClockOverThePixelsAFrame() throws {
        XCTAssertEqual(try XCTUnwrap(hd60.refreshHz), 60, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(qhd144.refreshHz), 144.06, accuracy: 0.01)
    }

    func testInterlacedAndDoubleScannedModesCountTheirFields() throws {
        var interlaced = hd60
        interlaced.dotClockHz = 74_250_000
        interlaced.interlaced = true  // 1080i: 60 fields a second
        XCTAssertEqual(try XCTUnwrap(interlaced.refreshHz), 60, accuracy: 0.001)
        var doubled = hd60
        doubled.doubleScan = true
        XCTAssertEqual(try XCTUnwrap(doubled.refreshHz), 30, accuracy: 0.001)
    }

    func testAModeWithoutTimingHasNoRate() {
        // Xvfb: "1280x1024 (0x3a) 0.000MHz", totals 0.
        let xvfb = MonitorTiming(frame: Rect(x: 0, y: 0, width: 1280, height: 1024), dotClockHz: 0, horizontalTotal: 0, verticalTotal: 0)
        XCTAssertNil(xvfb.refreshHz)
        XCTAssertNil(MonitorTiming.refreshHz(for: Rect(x: 10, y: 10, width: 640, height: 480), on: [xvfb]))
        XCTAssertNil(MonitorTiming.refreshHz(for: Rect(x: 10, y: 10, width: 640, height: 480), on: []))
    }

    func testTheWindowTakesTheRateOfTheMonitorShowingMostOfIt() throws {
        let monitors = [hd60, qhd144]
        let onLeft = Rect(x: 100, y: 100, width: 800, height: 600)
        XCTAssertEqual(try XCTUnwrap(MonitorTiming.refreshHz(for: onLeft, on: monitors)), 60, accuracy: 0.001)
        let mostlyRight = Rect(x: 1800, y: 100, width: 800, height: 600)  // 120 px on the left, 680 on the right
        XCTAssertEqual(try XCTUnwrap(MonitorTiming.refreshHz(for: mostlyRight, on: monitors)), 144.06, accuracy: 0.01)
        let offScreen = Rect(x: -2000, y: -2000, width: 100, height: 100)
        XCTAssertEqual(try XCTUnwrap(MonitorTiming.refreshHz(for: offScreen, on: monitors)), 60, accuracy: 0.001,
                       "on no monitor: the first one's")
    }
}
