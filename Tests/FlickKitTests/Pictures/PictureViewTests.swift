import FlickCore
import FlickKit
import XCTest

/// `PictureView` against a loader the test answers: what it asks for, the placeholder, the fade,
/// a picture held already, a stale answer after a resize, a failure, its semantics.
final class PictureViewTests: XCTestCase {
    /// The opacity of the picture's group in `scene`, or nil when only the placeholder shows.
    private func pictureOpacity(_ scene: SceneNode) -> Double? {
        guard case .group(let stack) = scene else { return nil }
        for child in stack.children {
            if case .group(let g) = child, g.children.contains(where: { if case .image = $0 { return true }; return false }) {
                return g.opacity
            }
        }
        return nil
    }

    func testItAsksTheHostsLoaderAtItsSizeAndScaleAndShowsAPlaceholderMeanwhile() {
        let host = FakeHost(), loader = FakePictureLoader()
        host.pictureLoader = loader
        let view = PictureView(file: "/photos/a.jpg", contentMode: .fill)
        view.layout(size: Size(320, 200), now: 0, environment: host.environment(scale: 2))
        XCTAssertEqual(loader.requests.count, 1)
        XCTAssertEqual(loader.requests.first?.size, Size(320, 200))
        XCTAssertEqual(loader.requests.first?.scale, 2)
        XCTAssertEqual(loader.requests.first?.contentMode, .fill)
        XCTAssertNil(pictureOpacity(view.scene(now: 0)), "the placeholder only")
        view.layout(size: Size(320, 200), now: 1, environment: host.environment(scale: 2))
        XCTAssertEqual(loader.requests.count, 1, "the same size asks nothing again")
    }

    func testTheArrivingPictureAsksForAFrameAndFadesInFromTheNextFrame() throws {
        let host = FakeHost(), loader = FakePictureLoader()
        host.pictureLoader = loader
        let view = PictureView(file: "/photos/a.jpg")
        view.layout(size: Size(40, 30), now: 0, environment: host.environment())
        let version = view.contentVersion
        try XCTUnwrap(loader.requests.first).completion(.success(FakePictureLoader.picture(60, 40)))
        XCTAssertEqual(host.displayRequests, 1)
        XCTAssertNotEqual(view.contentVersion, version, "a container draws it again")
        XCTAssertTrue(view.isAnimating(now: 5), "moving until the fade has run")
        view.advance(to: 5)
        XCTAssertEqual(pictureOpacity(view.scene(now: 5)), 0)
        XCTAssertEqual(try XCTUnwrap(pictureOpacity(view.scene(now: 5 + Constants.pictureFadeInS / 2))), 0.5, accuracy: 1e-9)
        XCTAssertEqual(pictureOpacity(view.scene(now: 5 + Constants.pictureFadeInS)), 1)
        XCTAssertFalse(view.isAnimating(now: 5 + Constants.pictureFadeInS))
    }

    func testAPictureHeldAlreadyShowsAtOnceWithoutAFade() {
        let host = FakeHost(), loader = FakePictureLoader()
        loader.held["/photos/a.jpg"] = FakePictureLoader.picture(60, 40)
        host.pictureLoader = loader
        let view = PictureView(file: "/photos/a.jpg")
        view.layout(size: Size(40, 30), now: 0, environment: host.environment())
        XCTAssertTrue(view.isLoaded)
        XCTAssertFalse(view.isAnimating(now: 0))
        XCTAssertEqual(pictureOpacity(view.scene(now: 0)), 1)
    }

    func testAnAnswerForASizeSinceReplacedIsIgnored() throws {
        let host = FakeHost(), loader = FakePictureLoader()
        host.pictureLoader = loader
        let view = PictureView(file: "/photos/a.jpg")
        view.layout(size: Size(40, 30), now: 0, environment: host.environment())
        view.layout(size: Size(400, 300), now: 1, environment: host.environment())
        XCTAssertEqual(loader.requests.map(\.size), [Size(40, 30), Size(400, 300)])
        loader.requests[0].completion(.success(FakePictureLoader.picture(4, 3)))
        XCTAssertFalse(view.isLoaded, "the thumbnail asked for before is not shown at the new size")
        loader.requests[1].completion(.success(FakePictureLoader.picture(400, 300)))
        XCTAssertEqual(view.pixelSize, Size(400, 300))
    }

    func testAFailureKeepsThePlaceholderAndWithoutALoaderNothingIsAsked() throws {
        let host = FakeHost(), loader = FakePictureLoader()
        host.pictureLoader = loader
        let view = PictureView(file: "/photos/a.jpg")
        view.layout(size: Size(40, 30), now: 0, environment: host.environment())
        try XCTUnwrap(loader.requests.first).completion(.failure(PictureLoadFailure(reason: "no such file")))
        XCTAssertEqual(view.failure?.reason, "no such file")
        XCTAssertNil(pictureOpacity(view.scene(now: 1)))
        XCTAssertFalse(view.isAnimating(now: 1))
        XCTAssertEqual(view.semantics(now: 1).first?.value, "unreadable")
        view.layout(size: Size(40, 30), now: 2, environment: host.environment())
        XCTAssertEqual(loader.requests.count, 2, "after a failure the next layout asks again (the file may have changed)")

        let alone = PictureView(file: "/photos/b.jpg")
        alone.layout(size: Size(40, 30), now: 0)
        XCTAssertNil(pictureOpacity(alone.scene(now: 0)), "no host, no loader: the placeholder")
    }

    func testItsSemanticsAreAPictureNamedAfterTheFileOrTheNameGiven() {
        let view = PictureView(file: "/photos/summer/beach.jpg")
        view.layout(size: Size(40, 30), now: 0)
        XCTAssertEqual(view.semantics(now: 0).first?.role, .picture)
        XCTAssertEqual(view.semantics(now: 0).first?.name, "beach.jpg")
        XCTAssertEqual(PictureView(file: "/x.png", name: "Cover").name, "Cover")
    }

    func testAFileNameThatIsNotUTF8IsAskedForWithItsBytesAndNamedWithAReplacementCharacter() {
        let path = FilePathBytes(bytes: Array("/photos/caf".utf8) + [0xE9] + Array(".png".utf8))
        let view = PictureView(path: path)
        XCTAssertEqual(view.name, "caf\u{FFFD}.png")
        XCTAssertEqual(view.file, "/photos/caf\u{FFFD}.png")
        let loader = FakePictureLoader()
        let host = FakeHost()
        host.pictureLoader = loader
        view.layout(size: Size(40, 30), now: 0, environment: host.environment(scale: 1))
        XCTAssertEqual(loader.requests.map(\.path), [path], "the bytes the file has")
    }

    func testARequestForAnotherSizeLetsGoOfTheOneBefore() {
        let view = PictureView(file: "/photos/a.jpg")
        let loader = FakePictureLoader()
        let host = FakeHost()
        host.pictureLoader = loader
        view.layout(size: Size(40, 30), now: 0, environment: host.environment(scale: 1))
        XCTAssertNotNil(loader.requests.first?.requester, "wanted while the view waits for it")
        view.layout(size: Size(80, 60), now: 0, environment: host.environment(scale: 1))
        XCTAssertEqual(loader.requests.count, 2)
        XCTAssertNil(loader.requests[0].requester, "the older size is no longer wanted: a loader drops it")
        XCTAssertNotNil(loader.requests[1].requester)
    }
}
