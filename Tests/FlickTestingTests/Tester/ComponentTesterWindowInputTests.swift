import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The scenario language's input as tester calls: each goes through the recognizer and reaches
/// the root as the gestures a window would make of it.
final class ComponentTesterWindowInputTests: XCTestCase {
    private func kinds(_ log: GestureLog) -> [String] {
        log.gestures.map { gesture in
            switch gesture {
            case .press: "press"
            case .release: "release"
            case .tap(_, let count, _, _): "tap \(count)"
            case .longPress: "longPress"
            case .panBegin(let p): "panBegin \(p.source)"
            case .panUpdate: "panUpdate"
            case .panEnd: "panEnd"
            case .pinchBegin: "pinchBegin"
            case .pinchUpdate: "pinchUpdate"
            case .pinchEnd(let p): "pinchEnd \(p.scale)"
            case .scroll: "scroll"
            case .key(let k): "key \(k.name)"
            default: "other"
            }
        }.filter { $0 != "other" }
    }

    func testAHoldPressesLongAndReleases() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.hold(at: Point(100, 100), ms: 800)
        XCTAssertEqual(kinds(log), ["press", "longPress", "release"])
        XCTAssertEqual(tester.now, 0.8, accuracy: 1e-9)
    }

    func testADoubleClickIsTwoTapsOfAChain() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.doubleClick(at: Point(50, 50))
        XCTAssertEqual(kinds(log).filter { $0.hasPrefix("tap") }, ["tap 1", "tap 2"])
    }

    func testAButtonHeldAcrossASettleIsAFailureNamingIt() {
        let tester = ComponentTester(GestureLog(), size: Size(400, 300))
        var reported: [String] = []
        tester.onFailure = { message, _, _ in reported.append(message) }
        tester.press(at: Point(10, 10))
        tester.settle()
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported.first?.contains("button 1 is still down") ?? false, "\(reported)")
        tester.release(at: Point(10, 10))
        tester.settle()
        XCTAssertEqual(reported.count, 1, "released, it settles")
    }

    func testWheelNotchesArriveOneByOne() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.scroll(at: Point(20, 20), dy: 3)
        XCTAssertEqual(kinds(log), ["scroll", "scroll", "scroll"])
    }

    func testATouchpadPinchBeginsUpdatesAndEndsAtItsScale() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.pinch(at: Point(200, 150), scale: 2, ms: 100)
        let k = kinds(log)
        XCTAssertEqual(k.first, "pinchBegin")
        XCTAssertEqual(k.last, "pinchEnd 2.0")
        XCTAssertGreaterThan(k.filter { $0 == "pinchUpdate" }.count, 1)
    }

    func testATouchpadSwipeIsAPanFromTheTouchpad() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.swipe(at: Point(200, 150), fingers: Point(-200, 0), ms: 200)
        tester.wait(ms: 500)
        XCTAssertTrue(kinds(log).contains("panBegin touchpad"), "\(kinds(log))")
        XCTAssertEqual(kinds(log).last, "panEnd", "the recognizer ends it after the fingers stop")
    }

    func testAFingerTouchingAndLiftingIsATap() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.touch(1, .began, at: Point(30, 30))
        tester.touch(1, .ended, at: Point(30, 30))
        XCTAssertEqual(kinds(log), ["press", "release", "tap 1"])
    }

    func testAResizeLaysTheRootOutAgainAndABadSizeIsAFailure() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        var reported: [String] = []
        tester.onFailure = { message, _, _ in reported.append(message) }
        tester.resize(to: Size(200, 100))
        XCTAssertEqual(log.laidOut?.size, Size(200, 100))
        tester.resize(to: Size(0, 100))
        XCTAssertEqual(reported, ["a window of 0.0x100.0 cannot be made; give a size of at least 1x1"])
        XCTAssertEqual(log.laidOut?.size, Size(200, 100))
    }

    func testAnElementIsFoundByNameAsAClickFindsIt() {
        var options = SwiperOptions()
        options.showsToolbars = true
        let swiper = Swiper(pageCount: 3, options: options) { index in
            DrawnView(title: "Page \(index + 1)") { size in .fill(Rect(size: size), Color(hex: 0x203040)) }
        }
        let tester = ComponentTester(swiper, size: Size(640, 480))
        tester.key("t")
        tester.settle()
        XCTAssertEqual(tester.element("Next")?.role, .button)
        XCTAssertEqual(tester.element("next")?.name, "Next", "a name containing it, ignoring case")
        XCTAssertNil(tester.element("Launch"))
    }
}
