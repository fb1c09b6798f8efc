import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

/// An open detail's zoom view keeps the pinches it claims; the browser pinches the detail closed
/// only with the pinches nobody inside claims.
final class PagedGridBrowserPinchClaimTests: XCTestCase {
    /// A detail holding a zoom view that fills it (a container with no pinch of its own).
    private final class ZoomDetail: PagedGridDetail, RoutingContainer {
        let containerLink: ContainerLink? = ContainerLink()
        let zoom = ZoomView(content: ZoomTestContent(), maximumScale: 8)
        let router = ComponentRouter()
        private(set) var size = Size(1, 1)
        var pictureFrame: Rect { Rect(size: size) }
        var backgroundColor: Color { Color(hex: 0x101010) }
        func pictureNode(in frame: Rect, opacity: Double) -> SceneNode { .fill(frame, Color(hex: 0x202020)) }
        func layout(size: Size, now: Double) {
            self.size = size
            zoom.layout(size: size, now: now)
        }
        func routedChildren(now: Double) -> [RoutedChild] { [RoutedChild(zoom, frame: Rect(size: size))] }
        func handle(_ gesture: Gesture, now: Double) -> Bool { router.route(gesture, in: routedChildren(now: now), now: now) }
        func scene(now: Double) -> SceneNode { zoom.scene(now: now) }
        func isAnimating(now: Double) -> Bool { zoom.isAnimating(now: now) }
        var state: [String: String] { [:] }
    }

    private func openBrowser() -> (ComponentHarness, PagedGridBrowser, ZoomView) {
        let detail = ZoomDetail()
        let browser = PagedGridBrowser(grid: PagedGrid(items: PagedGridHarness.items(28)), detail: detail)
        let h = ComponentHarness(browser, size: Size(1280, 744), settlesThroughDeadlines: true)
        browser.open(id: "i1", now: h.now)
        h.settle()
        return (h, browser, detail.zoom)
    }

    /// A touchpad pinch about the middle from 1 to `scale` over ten frames, then lifted.
    private func pinch(_ h: ComponentHarness, to scale: Double) {
        let c = Point(640, 372)
        h.send(.pinchBegin(PinchInfo(startCenter: c, center: c, scale: 1, source: .touchpad)))
        for i in 1...10 {
            h.now += 1.0 / 60
            h.send(.pinchUpdate(PinchInfo(startCenter: c, center: c, scale: 1 + (scale - 1) * Double(i) / 10, source: .touchpad)))
            h.frame()
        }
        h.send(.pinchEnd(PinchInfo(startCenter: c, center: c, scale: scale, source: .touchpad)))
        h.settle()
    }

    func testSpreadingFingersOnAnOpenDetailZoomItsPictureAndTheDetailStaysOpen() {
        let (h, browser, zoom) = openBrowser()
        pinch(h, to: 2)
        XCTAssertEqual(zoom.scale, 2, accuracy: 1e-6)
        XCTAssertEqual(browser.openItemID, "i1")
    }

    func testClosingFingersZoomAZoomedPictureOutAndAtFitCloseTheDetail() {
        let (h, browser, zoom) = openBrowser()
        pinch(h, to: 3)
        pinch(h, to: 0.5)
        XCTAssertEqual(zoom.scale, 1.5, accuracy: 1e-6, "the zoom view claimed the closing pinch")
        XCTAssertEqual(browser.openItemID, "i1")
        pinch(h, to: 1 / 1.5)
        XCTAssertEqual(zoom.scale, 1, accuracy: 1e-6, "claimed too: the picture was zoomed when it began")
        XCTAssertEqual(browser.openItemID, "i1")
        pinch(h, to: 0.4)
        XCTAssertNil(browser.openItemID, "at fit nobody claims the closing pinch: the browser closes the detail")
    }

    func testPinchStepsZoomAZoomedPictureBeforeTheBrowserClosesTheDetail() {
        let (h, browser, zoom) = openBrowser()
        h.send(.pinch(Point(640, 372), scale: 2))
        h.settle()
        XCTAssertEqual(zoom.scale, 2, accuracy: 1e-6, "the step out zoomed the picture")
        h.send(.pinch(Point(640, 372), scale: 0.5))
        h.settle()
        XCTAssertEqual(zoom.scale, 1, accuracy: 1e-6, "the step in zoomed it back to fit")
        XCTAssertEqual(browser.openItemID, "i1")
        for _ in 0..<8 {
            h.send(.pinch(Point(640, 372), scale: 1 / Constants.pinchStepScale))
            h.now += 0.02
        }
        h.settle()
        XCTAssertNil(browser.openItemID, "at fit the steps in are the browser's: they close the detail")
    }
}
