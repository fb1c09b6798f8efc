import FlickCore
import FlickTesting
import XCTest

/// A continuous pinch: begin at scale 1, updates carrying scale and centre, an end with the
/// scale's velocity, all from the same starting centre and source.
final class PinchStreamTests: XCTestCase {
    func testAPinchBeginsAtScaleOneAndKeepsItsStartingCentre() {
        var pinch = PinchStream(at: Point(100, 80))
        XCTAssertEqual(pinch.begin(), .pinchBegin(PinchInfo(startCenter: Point(100, 80), center: Point(100, 80), scale: 1,
                                                            velocity: 0, source: .touchpad)))
        XCTAssertEqual(pinch.update(scale: 1.5, center: Point(110, 90), velocity: 2),
                       .pinchUpdate(PinchInfo(startCenter: Point(100, 80), center: Point(110, 90), scale: 1.5,
                                              velocity: 2, source: .touchpad)))
        XCTAssertEqual(pinch.update(scale: 2), .pinchUpdate(PinchInfo(startCenter: Point(100, 80), center: Point(110, 90),
                                                                      scale: 2, velocity: 0, source: .touchpad)),
                       "a centre not given stays where it was")
        XCTAssertEqual(pinch.end(velocity: -1), .pinchEnd(PinchInfo(startCenter: Point(100, 80), center: Point(110, 90),
                                                                    scale: 2, velocity: -1, source: .touchpad)))
        XCTAssertEqual(pinch.scale, 2)
        XCTAssertEqual(pinch.center, Point(110, 90))
    }

    func testTheSourceIsTheOneGiven() {
        var pinch = PinchStream(at: .zero, source: .touch)
        guard case .pinchUpdate(let info) = pinch.update(scale: 0.5) else { return XCTFail() }
        XCTAssertEqual(info.source, .touch)
        XCTAssertEqual(pinch.source, .touch)
    }
}
