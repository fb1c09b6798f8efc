import XCTest
import FlickCore
@testable import FlickKit

/// The router decides a container's pointer sequences from its declared swipe
/// (`ComponentRouter.route(_:in:swipe:now:)`): catches, swallowed taps, controls over the swipe,
/// pans by the one rule, cancels.
final class ContainerSwipeRoutingTests: XCTestCase {
    private let router = ComponentRouter()
    private let strip = PageStrip()
    private lazy var controller = SwipeController(strip, policy: .projection(longSwipes: false))
    private let page = RouterProbe("page")
    private let bar = RouterProbe("bar")
    private var taps: [(any Component)?] = []

    private var children: [RoutedChild] {
        [RoutedChild(bar, frame: Rect(x: 0, y: 0, width: 400, height: 40), pressesBypassSwipe: true),
         RoutedChild(page, frame: Rect(x: 0, y: 0, width: 400, height: 300))]
    }

    private func declared(edgeStrip: Bool = false) -> ContainerSwipe {
        ContainerSwipe(controller, isInEdgeStrip: { edgeStrip && $0.x < 32 }, usesTap: { [unowned self] tap in
            taps.append(tap.pressedChild)
            return true
        })
    }

    @discardableResult
    private func send(_ gesture: Gesture, now: Double = 0, edgeStrip: Bool = false) -> Bool? {
        router.route(gesture, in: children, swipe: declared(edgeStrip: edgeStrip), now: now)
    }

    private func pan(from start: Point, by d: Point) -> PanInfo { PanInfo(start: start, location: start + d) }

    func testAPressThatCatchesTheMovingSwipeIsTheSwipesAndTheTapAfterItIsSwallowed() {
        strip.swipeProgress.animate(to: 1, now: 0)
        XCTAssertEqual(send(.press(Point(200, 150), button: 1, modifiers: []), now: 0.05), true)
        XCTAssertFalse(strip.swipeIsMoving(now: 0.5), "caught where it was")
        XCTAssertTrue(page.received.isEmpty, "the page does not see the press that caught")
        send(.release(Point(200, 150), button: 1), now: 0.1)
        send(.tap(Point(200, 150), count: 1, button: 1, modifiers: []), now: 0.1)
        XCTAssertTrue(page.received.isEmpty)
        XCTAssertTrue(taps.isEmpty, "the click that caught is nobody's click")
        // At rest, a click reaches the page, then the container.
        send(.press(Point(200, 150), button: 1, modifiers: []), now: 5)
        send(.tap(Point(200, 150), count: 1, button: 1, modifiers: []), now: 5)
        XCTAssertEqual(page.kinds, ["press", "tap"])
        XCTAssertEqual(taps.count, 1)
        XCTAssertTrue(taps[0] === page)
    }

    func testAControlOverTheSwipeTakesItsPressWhileTheSwipeMoves() {
        strip.swipeProgress.animate(to: 1, now: 0)
        send(.press(Point(20, 20), button: 1, modifiers: []), now: 0.05)
        XCTAssertEqual(bar.kinds, ["press"])
        XCTAssertTrue(strip.swipeIsMoving(now: 0.06), "a press on the bar catches nothing")
    }

    func testAPanTheChildClaimsStaysWithItUnlessItStartsInTheEdgeStrip() {
        page.claimedAxis = .horizontal
        send(.press(Point(200, 150), button: 1, modifiers: []))
        XCTAssertEqual(send(.panBegin(pan(from: Point(200, 150), by: Point(-40, 0)))), true)
        XCTAssertFalse(controller.isDragging)
        XCTAssertEqual(page.kinds, ["press", "panBegin"])
        send(.panEnd(pan(from: Point(200, 150), by: Point(-60, 0))))

        page.received = []
        send(.press(Point(10, 150), button: 1, modifiers: []), edgeStrip: true)
        send(.panBegin(pan(from: Point(10, 150), by: Point(40, 0))), edgeStrip: true)
        XCTAssertTrue(controller.isDragging, "the edge strip is the container's")
        XCTAssertEqual(page.kinds, ["press", "cancel"], "the loser hears of it")
    }

    func testAPanNoChildClaimsMovesTheSwipeAndACancelEndsItAtRest() {
        send(.press(Point(200, 150), button: 1, modifiers: []))
        send(.panBegin(pan(from: Point(200, 150), by: Point(-40, 0))))
        XCTAssertTrue(controller.isDragging)
        XCTAssertTrue(router.isPanning)
        XCTAssertEqual(page.kinds, ["press", "cancel"])
        send(.panUpdate(pan(from: Point(200, 150), by: Point(-50, 0))))
        XCTAssertEqual(strip.swipeProgress.value(now: 0), 0.5, accuracy: 1e-9, "the pointer's travel, 1:1")
        XCTAssertEqual(send(.cancel), true)
        XCTAssertFalse(controller.isDragging)
        XCTAssertFalse(router.isPanning)
        XCTAssertNil(send(.key(KeyCombo("Right"))), "keys are the container's own")
    }

    func testAFurtherSwipeThatBeginsGetsThePansUpdates() {
        let lift = PageStrip()
        let liftController = SwipeController(lift, axis: .vertical, policy: .projection(longSwipes: false))
        var declared = ContainerSwipe(controller, startSwipe: { info, now in liftController.handle(.panBegin(info), now: now) })
        declared.others = [liftController]
        router.route(.press(Point(200, 150), button: 1, modifiers: []), in: children, swipe: declared, now: 0)
        router.route(.panBegin(pan(from: Point(200, 150), by: Point(0, -30))), in: children, swipe: declared, now: 0)
        router.route(.panUpdate(pan(from: Point(200, 150), by: Point(0, -50))), in: children, swipe: declared, now: 0)
        XCTAssertEqual(lift.swipeProgress.value(now: 0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(strip.swipeProgress.value(now: 0), 0)
    }

    /// Where the declaration says the swipe may not start, a pan no child claims goes on to the
    /// press's child; a parent asking for the container's claim gets the same swipe area.
    func testTheSwipeAreaDecidesBothTheSwipeAndTheClaimAParentGets() {
        let container = SwipingTestContainer(children: children, controller: controller) { pan, _ in pan.start.x >= 200 }
        container.handle(.press(Point(100, 150), button: 1, modifiers: []), now: 0)
        container.handle(.panBegin(pan(from: Point(100, 150), by: Point(-50, 0))), now: 0)
        XCTAssertFalse(controller.isDragging, "the swipe may not start left of x = 200")
        XCTAssertEqual(page.kinds.last, "panBegin", "the page got the pan")
        container.handle(.cancel, now: 0)

        container.handle(.press(Point(300, 150), button: 1, modifiers: []), now: 1)
        container.handle(.panBegin(pan(from: Point(300, 150), by: Point(-50, 0))), now: 1)
        XCTAssertTrue(controller.isDragging)
        container.handle(.cancel, now: 1)

        let parent = [RoutedChild(container, frame: Rect(x: 50, y: 0, width: 400, height: 300))]
        XCTAssertTrue(ComponentRouter.claimsPan(at: Point(350, 150), along: .horizontal, in: parent, now: 2))
        XCTAssertFalse(ComponentRouter.claimsPan(at: Point(350, 150), along: .vertical, in: parent, now: 2),
                       "the swipe runs horizontally")
        XCTAssertFalse(ComponentRouter.claimsPan(at: Point(150, 150), along: .horizontal, in: parent, now: 2),
                       "outside its swipe area")
    }
}

/// Three pages of 100 px to swipe through.
private final class PageStrip: Swipeable {
    var swipeProgress = AnimatedValue(0)
    let swipeDistance = 100.0
    var swipeSnapPoints: [Double]? { [0, 1, 2] }
}

/// A container with a declared swipe whose area is `swipeMayStart`, routing everything with it.
private final class SwipingTestContainer: SwipingContainer {
    let children: [RoutedChild]
    let controller: SwipeController
    let mayStart: (PanInfo, Double) -> Bool
    let router = ComponentRouter()

    init(children: [RoutedChild], controller: SwipeController, mayStart: @escaping (PanInfo, Double) -> Bool) {
        self.children = children
        self.controller = controller
        self.mayStart = mayStart
    }

    var declaredSwipe: ContainerSwipe { ContainerSwipe(controller, swipeMayStart: mayStart) }
    func routedChildren(now: Double) -> [RoutedChild] { children }
    func layout(size: Size, now: Double) {}
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        router.route(gesture, in: children, swipe: declaredSwipe, now: now) ?? router.route(gesture, in: children, now: now)
    }
    func scene(now: Double) -> SceneNode { .empty }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
}
