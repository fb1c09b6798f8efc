import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import XCTest

/// Pictures that are pages at launch load: a host given its loader at `init` asks for them at the
/// first layout, and one given a loader after laying out lays its containers' pages out again (a
/// carousel skips pages already laid out in the same environment), so no page stays a placeholder.
final class ComponentHostPictureTests: XCTestCase {
    private let files = ["/pictures/a.jpg", "/pictures/b.jpg", "/pictures/c.jpg"]

    private func frame(_ host: ComponentHost, at t: Double) {
        let buffer = OffscreenBuffer(width: Int(host.windowSize.width), height: Int(host.windowSize.height))
        host.advance(to: t)
        host.render(into: buffer.buffer, now: t)
    }

    private func pictures() -> [PictureView] { files.map { PictureView(file: $0) } }

    func testACarouselPageShownAtLaunchLoadsWhenTheLoaderComesAfterTheFirstLayout() {
        let views = pictures()
        let carousel = PageCarousel(pages: views, selectedIndex: 1) { DrawnView { _ in .empty } }
        let host = ComponentHost(carousel, size: Size(400, 300), now: 0)
        frame(host, at: 0)
        XCTAssertFalse(views[1].isLoaded, "no loader yet: a placeholder")
        let loader = CountingPictures()
        host.pictureLoader = loader
        frame(host, at: 0.1)
        XCTAssertTrue(views[1].isLoaded, "the page shown asks the loader that came")
        XCTAssertEqual(loader.asked.filter { $0 == files[1] }.count, 1)
    }

    func testAHostGivenItsLoaderAtInitAsksForTheShownPagesAtTheFirstLayout() {
        for makeRoot in [{ (views: [PictureView]) -> any Component in PageCarousel(pages: views, selectedIndex: 2) { DrawnView { _ in .empty } } },
                         { views in Swiper(pageCount: views.count, options: SwiperOptions(isCircular: false), startIndex: 2) { views[$0] } }] {
            let views = pictures()
            let loader = CountingPictures()
            let root = makeRoot(views)
            _ = ComponentHost(root, size: Size(400, 300), pictureLoader: loader, now: 0)
            XCTAssertTrue(views[2].isLoaded, "\(type(of: root)): loaded at the first layout, before any frame")
            XCTAssertEqual(loader.asked.filter { $0 == files[2] }.count, 1, "\(type(of: root))")
        }
    }

    func testASwiperPageShownAtLaunchLoadsWhenTheLoaderComesAfterTheFirstLayout() {
        let views = pictures()
        let swiper = Swiper(pageCount: views.count, options: SwiperOptions(isCircular: false)) { views[$0] }
        let host = ComponentHost(swiper, size: Size(400, 300), now: 0)
        frame(host, at: 0)
        host.pictureLoader = CountingPictures()
        frame(host, at: 0.1)
        XCTAssertTrue(views[0].isLoaded)
    }
}
