import FlickCore
@testable import FlickKit
import XCTest

/// The environment: one definition of compact, and every container handing its own down at layout.
final class ComponentEnvironmentTests: XCTestCase {
    private let reduced = ComponentEnvironment(reducedMotion: true, scale: 2, appearance: .light)

    func testCompactMeansLowerThan400PxWhateverTheWidth() {
        XCTAssertEqual(SizeClass(height: 399.5), .compact)
        XCTAssertEqual(SizeClass(height: 400), .regular)
        XCTAssertEqual(ComponentEnvironment().fitting(Size(4000, 240)).sizeClass, .compact)
        XCTAssertEqual(ComponentEnvironment().fitting(Size(320, 800)).sizeClass, .regular)
    }

    func testFittingChangesOnlyTheSizeClass() {
        let e = reduced.fitting(Size(320, 240))
        XCTAssertEqual(e.sizeClass, .compact)
        XCTAssertEqual(e.reducedMotion, true)
        XCTAssertEqual(e.scale, 2)
        XCTAssertEqual(e.appearance, .light)
    }

    func testADeckHandsItsEnvironmentToItsCenterAndSides() {
        let center = EnvironmentProbe(), left = EnvironmentProbe()
        let deck = Deck(center: center, left: left)
        deck.layout(size: Size(800, 300), now: 0, environment: reduced)
        XCTAssertEqual(center.environment?.reducedMotion, true)
        XCTAssertEqual(left.environment?.reducedMotion, true)
        XCTAssertEqual(center.environment?.sizeClass, .compact, "made for the deck's size")
        XCTAssertTrue(deck.crossFades, "reduced motion cross-fades the deck itself")
        let later = EnvironmentProbe()
        deck.center = later
        XCTAssertNil(later.environment, "laid out at the next frame, not by the setter")
        deck.advance(to: 1)
        XCTAssertEqual(later.environment?.reducedMotion, true, "a new center gets it too")
    }

    func testNestedContainersPassItDownToTheInnermostPage() {
        let page = EnvironmentProbe()
        let swiper = Swiper(pageCount: 1) { _ in page }
        let stack = NavigationStack(root: NavigationPage(title: "Root", content: swiper))
        let deck = Deck(center: stack)
        deck.layout(size: Size(800, 600), now: 0, environment: reduced)
        XCTAssertEqual(page.environment?.reducedMotion, true, "deck → stack → swiper → page")
        XCTAssertTrue(swiper.environment.reducedMotion)
        deck.layout(size: Size(800, 600), now: 0, environment: ComponentEnvironment())
        XCTAssertEqual(page.environment?.reducedMotion, false, "and a change follows at the next layout")
    }

    func testACarouselLaysAShownPageOutAgainWhenTheEnvironmentChanges() {
        let page = EnvironmentProbe()
        let carousel = PageCarousel(pages: [page], newPage: { EnvironmentProbe() })
        carousel.layout(size: Size(800, 600), now: 0, environment: ComponentEnvironment())
        XCTAssertEqual(page.environments.count, 1)
        carousel.layout(size: Size(800, 600), now: 0, environment: ComponentEnvironment())
        XCTAssertEqual(page.environments.count, 1, "same size and environment: not laid out again")
        carousel.layout(size: Size(800, 600), now: 0, environment: reduced)
        XCTAssertEqual(page.environment?.reducedMotion, true)
    }

    func testTheSwipersBarsAreCompactInACompactSwiper() {
        let swiper = Swiper(pageCount: 3) { _ in EnvironmentProbe() }
        swiper.layout(size: Size(640, 399), now: 0)
        XCTAssertEqual(swiper.barHeight, Toolbar.compactHeightPx)
        swiper.layout(size: Size(640, 400), now: 0)
        XCTAssertEqual(swiper.barHeight, Toolbar.heightPx)
    }

    func testTheHostTravelsWeaklyAndEnvironmentsAreEqualOnlyWithTheSameHost() {
        var host: FakeHost? = FakeHost()
        let other = FakeHost()
        let a = host!.environment(), b = host!.environment()
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, other.environment(), "another host")
        XCTAssertNotEqual(a, ComponentEnvironment(), "no host")
        a.host?.setWindowTitle("Photos")
        XCTAssertEqual(host?.titles, ["Photos"])
        host = nil
        XCTAssertNil(a.host, "the environment does not keep its host alive")
    }
}
