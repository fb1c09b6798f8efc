import XCTest
import FlickTestSupport
import FlickCore
@testable import FlickKit

final class ZoomViewPictureTests: XCTestCase {
    /// The host (components hold it weakly: the test keeps it).
    let host = FakeHost()

    /// A zoom view of a picture in an 800x600 view on a host whose loader the test answers.
    func makeZoom(maximumScale: Double = 8) -> (ComponentHarness, ZoomView, FakePictureLoader) {
        let loader = FakePictureLoader()
        host.pictureLoader = loader
        let zoom = ZoomView(content: PictureView(file: "/pics/big.jpg"), maximumScale: maximumScale)
        let h = ComponentHarness(zoom, size: Size(800, 600))
        zoom.layout(size: Size(800, 600), now: h.now, environment: host.environment())
        return (h, zoom, loader)
    }

    func testAPictureIsAskedForAtTheSizeItIsShownOnceTheZoomSettles() throws {
        let (h, zoom, loader) = makeZoom()
        XCTAssertEqual(loader.requests.map(\.size), [Size(800, 600)], "fit: the view's size, no full-size decode")
        try XCTUnwrap(loader.requests.first).completion(.success(FakePictureLoader.picture(3000, 2000)))
        h.send(.pinch(Point(400, 300), scale: 4))
        h.run(0.1)
        XCTAssertEqual(loader.requests.count, 1, "nothing is decoded while the zoom moves")
        h.settle()
        XCTAssertEqual(zoom.scale, 4, accuracy: 1e-9)
        XCTAssertEqual(loader.requests.last?.size, Size(3200, 2400), "the zoomed size: sharp at 4x")
    }

    func testADoubleClickOnALargePictureZoomsToItsNaturalSize() throws {
        let (h, zoom, loader) = makeZoom()
        try XCTUnwrap(loader.requests.first).completion(.success(FakePictureLoader.picture(3000, 2000)))
        h.click(Point(400, 300), count: 2)
        h.settle()
        // Fit draws 3000x2000 in 800x533.3: its natural size is 3000 / 800 = 3.75 times that.
        XCTAssertEqual(zoom.scale, 3.75, accuracy: 1e-9)
        XCTAssertEqual(zoom.state["zoom.scale"], "3.75")
    }

    func testADoubleClickOnASmallPictureZoomsToTwice() throws {
        let (h, zoom, loader) = makeZoom()
        try XCTUnwrap(loader.requests.first).completion(.success(FakePictureLoader.picture(300, 200)))
        h.click(Point(400, 300), count: 2)
        h.settle()
        XCTAssertEqual(zoom.scale, Constants.zoomDoubleTapScale, accuracy: 1e-9)
    }

    func testTheZoomedPictureIsDrawnClippedToTheView() throws {
        let (h, _, loader) = makeZoom()
        try XCTUnwrap(loader.requests.first).completion(.success(FakePictureLoader.picture(3000, 2000)))
        h.send(.pinch(Point(400, 300), scale: 4))
        h.settle()
        guard case .group(let outer) = h.frame() else { return XCTFail("a clipped group") }
        XCTAssertEqual(outer.clip, Rect(size: Size(800, 600)))
    }
}
