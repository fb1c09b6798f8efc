import FlickCore
import XCTest
@testable import FlickKit

/// A tile's picture file (`PagedGridItem.picture`): asked of the host's loader at the tile's
/// picture size, drawn over the tile when it arrives (fading in), let go of off the visible pages.
final class PagedGridPicturesTests: XCTestCase {
    private let host = FakeHost(), loader = FakePictureLoader()

    private func grid(count: Int = 20) -> PagedGrid {
        host.pictureLoader = loader
        let grid = PagedGrid(items: (0..<count).map { i in
            PagedGridItem(id: "i\(i)", picture: "/photos/\(i).jpg") { tile in .fill(tile.picture, Color(hex: 0x202020)) }
        })
        grid.layout(size: Size(1280, 744), now: 0, environment: host.environment(scale: 2))
        return grid
    }

    /// The image nodes of `scene` with the opacity of the group around each (1 when none).
    private func images(_ scene: SceneNode, opacity: Double = 1) -> [(node: ImageNode, opacity: Double)] {
        switch scene {
        case .group(let g): return g.children.flatMap { images($0, opacity: opacity * g.opacity) }
        case .image(let i): return [(i, opacity)]
        default: return []
        }
    }

    func testTheVisibleTilesPicturesAreAskedForAtThePictureSizeFilling() {
        let grid = grid()
        _ = grid.scene(now: 0)
        XCTAssertEqual(loader.requests.map(\.file), (0..<8).map { "/photos/\($0).jpg" }, "the first page's eight tiles")
        XCTAssertTrue(loader.requests.allSatisfy { $0.size == grid.layout.tile.picture.size && $0.scale == 2 })
        XCTAssertTrue(loader.requests.allSatisfy { $0.contentMode == .fill })
        _ = grid.scene(now: 0.1)
        XCTAssertEqual(loader.requests.count, 8, "asked once")
        XCTAssertTrue(images(grid.scene(now: 0.1)).isEmpty, "nothing drawn before a picture arrives")
    }

    func testAPictureThatArrivesFadesInOverItsTile() {
        let grid = grid()
        _ = grid.scene(now: 0)
        loader.requests[0].completion(.success(FakePictureLoader.picture(120, 80)))
        XCTAssertEqual(host.displayRequests, 1, "the arrival asks for a frame")
        XCTAssertTrue(grid.isAnimating(now: 1), "the fade waits for its first frame")
        let first = images(grid.scene(now: 1))
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(first.first?.node.frame, grid.pictureFrame(ofItem: 0, now: 1))
        XCTAssertEqual(first.first?.opacity ?? -1, 0, accuracy: 1e-9, "the fade starts at the frame after the arrival")
        XCTAssertEqual(images(grid.scene(now: 1 + Constants.pictureFadeInS / 2)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertTrue(grid.isAnimating(now: 1 + Constants.pictureFadeInS / 2))
        XCTAssertEqual(images(grid.scene(now: 2)).first?.opacity, 1)
        XCTAssertFalse(grid.isAnimating(now: 2))
    }

    func testPicturesOffTheVisiblePagesAreLetGoAndComeBackAtOnceWhenHeld() {
        let grid = grid()
        _ = grid.scene(now: 0)
        loader.held["/photos/0.jpg"] = FakePictureLoader.picture(120, 80)
        loader.requests[0].completion(.success(FakePictureLoader.picture(120, 80)))
        grid.go(to: 2, animated: false, now: 1)
        _ = grid.scene(now: 1)
        XCTAssertEqual(loader.requests.count, 8 + 4, "the last page's four tiles")
        grid.go(to: 0, animated: false, now: 2)
        let back = images(grid.scene(now: 2))
        XCTAssertEqual(back.map(\.opacity), [1], "the held picture shows at once, with no fade")
        XCTAssertEqual(loader.requests.count, 8 + 4 + 7, "the others are asked for again")
    }

    func testAReplacedRequestsLateAnswerIsIgnored() {
        let grid = grid()
        _ = grid.scene(now: 0)
        let late = loader.requests[0].completion
        grid.items[0].picture = "/photos/other.jpg"
        _ = grid.scene(now: 1)
        late(.success(FakePictureLoader.picture(120, 80)))
        XCTAssertTrue(images(grid.scene(now: 2)).isEmpty, "the old file's picture is not shown")
        XCTAssertEqual(loader.requests.last?.file, "/photos/other.jpg")
    }

    func testWithoutAHostTheTilesShowTheirDrawingOnly() {
        let grid = PagedGrid(items: [PagedGridItem(id: "a", picture: "/photos/a.jpg") { _ in .empty }])
        grid.layout(size: Size(1280, 744), now: 0)
        XCTAssertTrue(images(grid.scene(now: 0)).isEmpty)
        XCTAssertFalse(grid.isAnimating(now: 0))
    }
}
