import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselPresentTests: XCTestCase {
    func testNotPresentingTheSelectedPageFillsTheCarouselAlone() {
        let h = CarouselHarness(presenting: false, selected: 2)
        let snaps = SceneProbe.snapshots(h.frame())
        XCTAssertEqual(snaps.count, 1)
        XCTAssertEqual(snaps[0].frame, Rect(x: 0, y: 0, width: 1000, height: 700))
        XCTAssertEqual(SceneProbe.texts(h.frame()), ["C"], "only the page's own content, no title or dots")
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }

    func testCtrlShiftOPresentsAndThePageShrinksIntoItsCard() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("o", [.control, .shift])
        XCTAssertEqual(h.state["carousel.presenting"], "true", "the target state changes at once")
        XCTAssertEqual(h.events, [], "presented is reported when the entrance ends")
        h.run(0.05)
        let mid = h.cardFrame(2)
        XCTAssertGreaterThan(mid.width, 600)
        XCTAssertLessThan(mid.width, 1000)
        h.settle()
        XCTAssertEqual(h.events, ["presented"])
        XCTAssertEqual(h.cardFrame(2), Rect(x: 200, y: 140, width: 600, height: 420))
        XCTAssertEqual(h.zoom, 1)
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }

    func testNeighboursSlideInFromTheSidesDuringTheEntrance() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("o", [.control, .shift])
        var lastRight = Double.infinity, lastLeft = -Double.infinity
        for _ in 0..<12 {
            h.run(1.0 / 60)
            let right = h.cardFrame(3).minX, left = h.cardFrame(1).maxX
            XCTAssertLessThanOrEqual(right, lastRight)
            XCTAssertGreaterThanOrEqual(left, lastLeft)
            lastRight = right; lastLeft = left
        }
        h.settle()
        XCTAssertEqual(h.cardFrame(3).minX, 840, accuracy: 1e-6)
        XCTAssertEqual(h.cardFrame(1).maxX, 160, accuracy: 1e-6)
    }

    func testPresentedNeighboursAreAtFortyPercentAndTheSelectedOpaque() {
        let h = CarouselHarness(selected: 2)
        let snaps = SceneProbe.snapshots(h.frame())
        XCTAssertEqual(snaps.count, 3)
        let byX = snaps.sorted { $0.frame.minX < $1.frame.minX }
        XCTAssertEqual(byX.map(\.opacity), [0.4, 1, 0.4].map { $0 }, accuracy: 1e-9)
        XCTAssertEqual(h.snapshot(of: "C")?.opacity, 1)
    }

    func testThePresentationShowsTheTitleTheDotsAndTheCloseButton() {
        let h = CarouselHarness(selected: 1)
        let scene = h.frame()
        XCTAssertEqual(SceneProbe.texts(scene).filter { $0.hasPrefix("Page") }, ["Page B"])
        XCTAssertTrue(h.carousel.indicator.showsDots)
        XCTAssertEqual(h.carousel.closeButtonOpacity(now: h.now), 1)
        let hit = CloseButton.hitFrame(on: h.cardFrame(1))
        XCTAssertGreaterThanOrEqual(hit.width, 25)
        XCTAssertEqual(h.carousel.hitTest(hit.center, now: h.now), .closeButton(serial: h.carousel.entries[1].serial))
    }

    func testWithoutCloseButtonsNoneShowsOrTakesClicks() {
        let h = CarouselHarness(options: CarouselOptions(showsCloseButtons: false))
        XCTAssertEqual(h.carousel.closeButtonOpacity(now: h.now), 0)
        h.click(CloseButton.center(on: h.cardFrame(0)))
        XCTAssertEqual(h.state["carousel.count"], "7")
    }

    func testShadowsAreAnOptionOnByDefault() {
        XCTAssertEqual(CarouselHarness().snapshot(of: "A")?.shadow, CarouselStyle.cardShadow)
        XCTAssertNil(CarouselHarness(options: CarouselOptions(useShadows: false)).snapshot(of: "A")?.shadow)
    }

    func testCardsHaveRoundedCornersInThePresentation() {
        XCTAssertGreaterThan(CarouselStyle.cardCornerPx, 0)
        XCTAssertEqual(CarouselHarness().snapshot(of: "A")?.cornerRadius, CarouselStyle.cardCornerPx)
    }

    func testAClickOnTheSelectedCardZoomsItBackToFillTheCarousel() {
        let h = CarouselHarness(selected: 3)
        h.click(Point(500, 350))
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        h.run(0.05)
        XCTAssertGreaterThan(h.cardFrame(3).width, 600)
        h.settle()
        XCTAssertEqual(h.events, ["dismissed"])
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).map(\.frame), [Rect(x: 0, y: 0, width: 1000, height: 700)])
    }

    func testEscapeGoesBackToThePageThePresentationCameFrom() {
        let h = CarouselHarness(presenting: false, selected: 1)
        h.key("o", [.control, .shift])
        h.settle()
        h.key("Right")
        h.key("Right")
        h.settle()
        XCTAssertEqual(h.state["carousel.selected"], "3")
        h.key("Escape")
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        XCTAssertEqual(h.state["carousel.selected"], "1", "Escape closes the overview, it does not open the selected card")
        h.settle()
        XCTAssertEqual(h.zoom, 0)
        XCTAssertEqual(SceneProbe.texts(h.frame()), ["B"])
    }

    func testReturnOpensTheSelectedPageEscapeTheOneItCameFrom() {
        let h = CarouselHarness(presenting: false, selected: 1)
        h.key("o", [.control, .shift])
        h.settle()
        h.key("Right")
        h.settle()
        h.key("Return")
        h.settle()
        XCTAssertEqual(h.state["carousel.selected"], "2")
    }

    func testEscapeOpensTheSelectedPageWhenThePageItCameFromWasClosed() {
        let h = CarouselHarness(presenting: false, selected: 1)
        h.key("o", [.control, .shift])
        h.settle()
        h.key("Delete")
        h.settle()
        let selected = h.state["carousel.selected"]
        h.key("Escape")
        h.settle()
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        XCTAssertEqual(h.state["carousel.selected"], selected)
        XCTAssertEqual(h.zoom, 0)
    }

    func testReturnAndEscapeCloseThePresentation() {
        for key in ["Return", "Escape", "KP_Enter"] {
            let h = CarouselHarness(selected: 1)
            h.key(key)
            XCTAssertEqual(h.state["carousel.presenting"], "false", key)
            h.settle()
            XCTAssertEqual(h.zoom, 0, key)
        }
    }

    func testCtrlShiftOTogglesThePresentation() {
        let h = CarouselHarness(presenting: false)
        h.key("o", [.control, .shift])
        h.settle()
        h.key("o", [.control, .shift])
        h.settle()
        XCTAssertEqual(h.events, ["presented", "dismissed"])
        XCTAssertEqual(h.state["carousel.presenting"], "false")
    }

    func testPinchingInPresentsAndPinchingOutOpens() {
        let h = CarouselHarness(presenting: false)
        h.send(.pinch(Point(500, 300), scale: 1 / 1.1))
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        h.send(.pinch(Point(500, 300), scale: 1 / 1.1))
        XCTAssertEqual(h.state["carousel.presenting"], "true", "more pinching in stays presenting")
        h.settle()
        h.send(.pinch(Point(500, 300), scale: 1.1))
        XCTAssertEqual(h.state["carousel.presenting"], "false")
    }

    func testPresentingDuringTheZoomBackReversesItFromWhereItIs() {
        let h = CarouselHarness(selected: 2)
        h.key("Return")
        h.run(0.08)
        let z = h.zoom
        let width = h.cardFrame(2).width
        XCTAssertGreaterThan(z, 0)
        XCTAssertLessThan(z, 1)
        h.key("o", [.control, .shift])
        XCTAssertEqual(h.zoom, z, accuracy: 1e-12, "no jump when reversed")
        XCTAssertEqual(h.cardFrame(2).width, width, accuracy: 1e-9)
        h.settle()
        XCTAssertEqual(h.zoom, 1)
        XCTAssertEqual(h.events, ["presented"], "the interrupted dismissal never finished")
    }

    func testDraggingTheCardWhileItZoomsBackBringsThePresentationBack() {
        let h = CarouselHarness(selected: 2)
        h.key("Return")
        h.run(0.08)
        h.drag(dx: -300, release: false)
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        XCTAssertTrue(h.carousel.isDragging)
        XCTAssertGreaterThan(h.progress, 2.2)
    }

    func testPresentingAndDismissingWithoutAnimationHappenAtOnce() {
        let h = CarouselHarness(presenting: false)
        h.carousel.present(animated: false, now: h.now)
        XCTAssertEqual(h.zoom, 1)
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        h.carousel.dismiss(animated: false, now: h.now)
        XCTAssertEqual(h.zoom, 0)
        XCTAssertEqual(h.events, ["presented", "dismissed"])
    }

    func testWithReducedMotionThePresentationFadesInPlaceAndNeverShowsThePageTwice() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.carousel.layout(size: h.carousel.size, now: h.now, environment: ComponentEnvironment(reducedMotion: true))
        let full = Rect(x: 0, y: 0, width: 1000, height: 700), card = Rect(x: 200, y: 140, width: 600, height: 420)
        for toggle in ["present", "dismiss"] {
            h.key("o", [.control, .shift])
            let frames = h.shownFramesWhileMoving(ofIndex: 2)
            for (i, shown) in frames.enumerated() {
                XCTAssertLessThanOrEqual(shown.count, 1, "\(toggle), frame \(i): the page shows once, not filling the window and in its card at once: \(shown)")
                XCTAssertTrue(shown.allSatisfy { $0 == full || $0 == card }, "\(toggle), frame \(i): no zoom: \(shown)")
            }
            XCTAssertEqual(Set(frames.joined()), [full, card], "\(toggle): the page, then its card (or the reverse)")
        }
        XCTAssertEqual(h.events, ["presented", "dismissed"])
    }

    func testADismissalOverAGivenDurationTakesThatLong() {
        let h = CarouselHarness()
        h.carousel.dismiss(now: h.now, duration: 0.3)
        h.run(0.29)
        XCTAssertGreaterThan(h.zoom, 0)
        h.run(0.02)
        XCTAssertEqual(h.zoom, 0)
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
