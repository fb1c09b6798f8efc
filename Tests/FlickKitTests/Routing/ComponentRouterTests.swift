import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ComponentRouterTests: XCTestCase {
    private func press(_ p: Point) -> Gesture { .press(p, button: 1, modifiers: []) }
    private func tap(_ p: Point) -> Gesture { .tap(p, count: 1, button: 1, modifiers: []) }

    func testAPressReachesTheInnermostChildInItsCoordinatesAndTheRestOfThePressFollowsIt() {
        let leaf = RouterProbe("leaf"), other = RouterProbe("other")
        let inner = RouterTestContainer([RoutedChild(leaf, frame: Rect(x: 10, y: 20, width: 50, height: 50))])
        let root = RouterTestContainer([RoutedChild(inner, frame: Rect(x: 100, y: 50, width: 200, height: 200)),
                                        RoutedChild(other, frame: Rect(x: 0, y: 0, width: 400, height: 400))])
        XCTAssertTrue(root.handle(press(Point(130, 90)), now: 0))
        XCTAssertEqual(leaf.lastLocation, Point(20, 20), "shifted by both frames")
        // The release and the tap land elsewhere (on `other`), but follow the press.
        root.send([.release(Point(390, 390), button: 1), tap(Point(390, 390))])
        XCTAssertEqual(leaf.kinds, ["press", "release", "tap"])
        XCTAssertEqual(leaf.lastLocation, Point(280, 320))
        XCTAssertTrue(other.received.isEmpty)
    }

    func testTheChildALeftButtonPanWentToHoldsItUntilItsEnd() {
        let a = RouterProbe("a")
        let children = [RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        let router = ComponentRouter()
        router.route(press(Point(10, 10)), in: children, now: 0)
        XCTAssertNil(router.panTarget, "a press alone is no pan")
        let pan = PanInfo(start: Point(10, 10), location: Point(40, 10))
        XCTAssertFalse(router.route(.panBegin(pan), in: children, now: 0), "the probe does not use the pan")
        XCTAssertTrue(router.panTarget === a, "the pan is the child's all the same")
        router.route(.panUpdate(pan), in: children, now: 0)
        XCTAssertTrue(router.panTarget === a)
        router.route(.panEnd(pan), in: children, now: 0)
        XCTAssertNil(router.panTarget)
    }

    func testAPanWithAnotherButtonOrNoPressIsNoChildsPan() {
        let a = RouterProbe("a")
        let children = [RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        let router = ComponentRouter()
        router.route(.panBegin(PanInfo(start: Point(10, 10), location: Point(40, 10))), in: children, now: 0)
        XCTAssertNil(router.panTarget, "no press, no child")
        router.route(.press(Point(10, 10), button: 3, modifiers: []), in: children, now: 0)
        router.route(.panBegin(PanInfo(start: Point(10, 10), location: Point(40, 10), button: 3)), in: children, now: 0)
        XCTAssertNil(router.panTarget)
    }

    func testACancelledOrYieldedPanLeavesItsChild() {
        let a = RouterProbe("a")
        var children = [RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        let router = ComponentRouter()
        let pan = PanInfo(start: Point(10, 10), location: Point(40, 10))
        router.route(press(Point(10, 10)), in: children, now: 0)
        router.route(.panBegin(pan), in: children, now: 0)
        router.cancel(now: 0)
        XCTAssertNil(router.panTarget)

        router.route(press(Point(10, 10)), in: children, now: 0)
        router.route(.panBegin(pan), in: children, now: 0)
        router.yieldPress(to: pan, in: children, now: 0)
        XCTAssertNil(router.panTarget)

        router.route(press(Point(10, 10)), in: children, now: 0)
        router.route(.panBegin(pan), in: children, now: 0)
        children = []
        router.route(.panUpdate(pan), in: children, now: 0)
        XCTAssertNil(router.panTarget, "a child that left the list holds nothing")
        XCTAssertEqual(a.kinds.last, "cancel")
    }

    func testTheFrontChildWinsAndABlockerHidesWhatIsUnderIt() {
        let front = RouterProbe("front"), back = RouterProbe("back")
        let both = Rect(x: 0, y: 0, width: 100, height: 100)
        let root = RouterTestContainer([RoutedChild(front, frame: both), RoutedChild(back, frame: both)])
        root.send(GestureScript.click(Point(50, 50)))
        XCTAssertEqual(front.kinds, ["press", "release", "tap"])
        XCTAssertTrue(back.received.isEmpty)

        root.children = [RoutedChild(front, frame: both, isInteractive: false), RoutedChild(back, frame: both)]
        front.received = []
        XCTAssertFalse(root.handle(press(Point(50, 50)), now: 0))
        XCTAssertTrue(root.router.pressHitBlocker)
        XCTAssertTrue(front.received.isEmpty)
        XCTAssertTrue(back.received.isEmpty, "the blocker hides the child under it")
    }

    func testAPressTargetRemovedMidPressIsCancelledAndGetsNothingMore() {
        let a = RouterProbe("a")
        let root = RouterTestContainer([RoutedChild(a, frame: Rect(x: 20, y: 0, width: 100, height: 100))])
        _ = root.handle(press(Point(30, 10)), now: 0)
        root.children = []
        XCTAssertFalse(root.handle(.release(Point(50, 10), button: 1), now: 0))
        XCTAssertFalse(root.handle(tap(Point(50, 10)), now: 0))
        XCTAssertEqual(a.kinds, ["press", "cancel"], "the press is cancelled once, then nothing more")
        XCTAssertNil(root.router.pressTarget)
        // Back in the list, it takes a new press as usual.
        root.children = [RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        root.send(GestureScript.click(Point(10, 10)))
        XCTAssertEqual(a.kinds, ["press", "cancel", "press", "release", "tap"])
    }

    /// A child scrolling a list whose container covers it mid-drag (a deck opening over its
    /// center) has its pan cancelled, so nothing of it keeps moving.
    func testAChildThatBecomesABlockerMidPanIsCancelled() {
        let list = RouterProbe("list", claims: .vertical)
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let root = RouterTestContainer([RoutedChild(list, frame: frame)])
        let drag = GestureScript.drag(from: Point(50, 80), to: Point(50, 20), steps: 4, velocity: Point(0, -900))
        root.send(Array(drag.prefix(3)))
        root.children = [RoutedChild(list, frame: frame, isInteractive: false)]
        root.send(Array(drag.suffix(from: 3)))
        XCTAssertEqual(list.kinds, ["press", "panBegin", "panUpdate", "cancel"])

        // A pinch whose child leaves mid-pinch is cancelled too.
        let begin = PinchInfo(startCenter: Point(50, 50), center: Point(50, 50), scale: 1, source: .touchpad)
        root.children = [RoutedChild(list, frame: frame)]
        _ = root.handle(.pinchBegin(begin), now: 0)
        root.children = []
        var step = begin
        step.scale = 2
        XCTAssertFalse(root.handle(.pinchUpdate(step), now: 0))
        XCTAssertFalse(root.handle(.pinchEnd(step), now: 0))
        XCTAssertEqual(list.kinds.suffix(2), ["pinchBegin", "cancel"])
    }

    /// Scrolling a panel in a deck's center when the deck opens mid-drag (F9): the covered
    /// center's panel gets the end of its drag and comes to rest (it used to scroll forever).
    func testAPanelScrollingInACenterThatGetsCoveredComesToRest() {
        let buttons = (0..<40).map { i in Button("row \(i)", frame: Rect(x: 10, y: Double(i) * 50, width: 200, height: 40)) }
        let panel = ControlGroup(controls: buttons, background: .white)
        var options = DeckOptions()
        options.centerHiddenInteractivity = .tapToClose
        let deck = Deck(center: panel, left: RouterProbe("drawer"), options: options)
        deck.layout(size: Size(800, 600), now: 0)
        let drag = GestureScript.drag(from: Point(400, 500), to: Point(400, 200), steps: 6, velocity: Point(0, -1500))
        deck.send(Array(drag.prefix(3)), now: 0)
        XCTAssertTrue(panel.isAnimating(now: 0), "the panel follows the drag")
        deck.open(.left, animated: false, now: 0)
        deck.send(Array(drag.suffix(from: 3)), now: 0)
        var t = 0.0
        while panel.isAnimating(now: t), t < 5 { t += 1.0 / 60; deck.advance(to: t) }
        XCTAssertFalse(panel.isAnimating(now: t), "the covered panel came to rest")
    }

    func testAPressFollowsItsChildWhereItIsNow() {
        let a = RouterProbe("a")
        let root = RouterTestContainer([RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100))])
        _ = root.handle(press(Point(10, 10)), now: 0)
        root.children = [RoutedChild(a, frame: Rect(x: 50, y: 0, width: 100, height: 100))]
        _ = root.handle(.release(Point(60, 10), button: 1), now: 0)
        XCTAssertEqual(a.lastLocation, Point(10, 10))
    }

    func testAPanFollowsThePressUnlessTheContainerTakesIt() {
        let still = RouterProbe("still"), slider = RouterProbe("slider", claims: .horizontal)
        let children = [RoutedChild(still, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                        RoutedChild(slider, frame: Rect(x: 100, y: 0, width: 100, height: 100))]
        let router = ComponentRouter()
        let drag = GestureScript.drag(from: Point(110, 10), to: Point(190, 10), steps: 2)
        XCTAssertEqual(drag.map { router.route($0, in: children, now: 0) }, [true, true, true, true])
        XCTAssertEqual(slider.kinds, ["press", "panBegin", "panUpdate", "panEnd"])
        XCTAssertEqual(slider.lastLocation, Point(90, 10))
        XCTAssertNil(router.pressTarget, "the pan's end ends the press")

        // The child does not use the pan's beginning; the container takes the pan.
        let other = GestureScript.drag(from: Point(10, 10), to: Point(90, 10), steps: 2)
        router.route(other[0], in: children, now: 0)
        XCTAssertFalse(router.route(other[1], in: children, now: 0))
        XCTAssertFalse(router.targetPans)
        guard case .panBegin(let info) = other[1] else { return XCTFail("a pan begins") }
        router.yieldPress(to: info, in: children, now: 0)
        XCTAssertFalse(router.route(other[2], in: children, now: 0))
        XCTAssertFalse(router.route(other[3], in: children, now: 0))
        XCTAssertEqual(still.kinds, ["press", "panBegin", "cancel"], "the child's press was cancelled: no click")
    }

    /// The one rule: the child holding the press keeps a pan it claims along the axis, except
    /// from the container's edge strip; otherwise the container's swipe takes it and the child
    /// is cancelled; a pan the container declines goes on to the child.
    func testArbitratePanGivesAClaimedPanToTheChildAndTheRestToTheContainer() {
        let slider = RouterProbe("slider", claims: .horizontal)
        let children = [RoutedChild(slider, frame: Rect(x: 0, y: 0, width: 200, height: 100))]
        let router = ComponentRouter()
        let pan = PanInfo(start: Point(50, 50), location: Point(80, 50))
        var asked = 0

        router.route(press(Point(50, 50)), in: children, now: 0)
        XCTAssertTrue(router.arbitratePan(pan, along: .horizontal, in: children, now: 0) { asked += 1; return true })
        XCTAssertEqual(asked, 0, "a claimed pan is the child's: the container is not asked")
        XCTAssertEqual(slider.kinds, ["press", "panBegin"])
        XCTAssertTrue(router.targetPans)
        router.route(.panEnd(pan), in: children, now: 0)

        slider.received = []
        router.route(press(Point(50, 50)), in: children, now: 0)
        XCTAssertTrue(router.arbitratePan(pan, along: .vertical, in: children, now: 0) { asked += 1; return true })
        XCTAssertEqual(asked, 1, "across the child's axis the container takes it")
        XCTAssertEqual(slider.kinds, ["press", "cancel"], "the child is cancelled")
        XCTAssertNil(router.pressTarget)

        slider.received = []
        router.route(press(Point(50, 50)), in: children, now: 0)
        XCTAssertTrue(router.arbitratePan(pan, along: .horizontal, fromEdgeStrip: true, in: children, now: 0) { true })
        XCTAssertEqual(slider.kinds, ["press", "cancel"], "the edge strip wins over a claiming child")

        slider.received = []
        router.route(press(Point(50, 50)), in: children, now: 0)
        XCTAssertTrue(router.arbitratePan(pan, along: .vertical, in: children, now: 0) { false })
        XCTAssertEqual(slider.kinds, ["press", "panBegin"], "a pan the container declines goes on to the child")
    }

    /// A tap with no press seen (a synthetic one) goes to the child under it; the tap of a press
    /// the container cancelled goes nowhere.
    func testABareTapGoesToTheChildUnderItButACancelledPressesTapNowhere() {
        let a = RouterProbe("a")
        let children = [RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        let router = ComponentRouter()
        XCTAssertTrue(router.route(tap(Point(10, 10)), in: children, now: 0))
        XCTAssertEqual(a.kinds, ["tap"])
        router.route(press(Point(10, 10)), in: children, now: 0)
        router.cancel(now: 0)
        XCTAssertFalse(router.route(tap(Point(10, 10)), in: children, now: 0))
        XCTAssertEqual(a.kinds, ["tap", "press", "cancel"])
    }

    func testTheInnermostChildPanningAlongTheAxisClaimsThePan() {
        let vertical = RouterProbe("list", claims: .vertical)
        let horizontal = RouterProbe("swiper", claims: .horizontal)
        let inner = RouterTestContainer([RoutedChild(horizontal, frame: Rect(x: 0, y: 0, width: 100, height: 100))])
        let middle = RouterTestContainer([RoutedChild(inner, frame: Rect(x: 50, y: 50, width: 100, height: 100)),
                                          RoutedChild(vertical, frame: Rect(x: 0, y: 0, width: 400, height: 400))])
        let children = [RoutedChild(middle, frame: Rect(x: 100, y: 0, width: 400, height: 400))]
        let inSwiper = Point(200, 100), besideIt = Point(400, 300)
        XCTAssertTrue(ComponentRouter.claimsPan(at: inSwiper, along: .horizontal, in: children, now: 0))
        XCTAssertFalse(ComponentRouter.claimsPan(at: besideIt, along: .horizontal, in: children, now: 0))
        XCTAssertTrue(ComponentRouter.claimsPan(at: besideIt, along: .vertical, in: children, now: 0))
        XCTAssertTrue(ComponentRouter.claimsPan(at: inSwiper, along: .vertical, in: children, now: 0) == false,
                      "the swiper is on top and does not pan vertically")
    }

    /// A deck around a container holding a swiper: a drag inside the swiper turns only its
    /// page; the same drag from the deck's 32 px edge strip opens the deck.
    func testADeckLeavesADragInsideANestedSwiperToItButPansFromItsEdgeStrip() {
        let swiper = Swiper(pageCount: 3, options: SwiperOptions(allowsMomentum: false, showsToolbars: false)) { _ in
            DrawnView { _ in .empty }
        }
        swiper.layout(size: Size(400, 300), now: 0)
        let holder = RouterTestContainer([RoutedChild(swiper, frame: Rect(x: 200, y: 100, width: 400, height: 300))])
        let deck = Deck(center: holder, left: RouterProbe("drawer"))
        deck.layout(size: Size(1000, 600), now: 0)

        deck.send(GestureScript.drag(from: Point(500, 250), to: Point(250, 250), velocity: Point(-800, 0)), now: 0)
        XCTAssertEqual(deck.state["deck.offset"], "0", "the deck did not move")
        XCTAssertFalse(deck.isPanning)
        XCTAssertEqual(swiper.state["swiper.index"], "1", "the swiper turned its page")

        // Beside the swiper, in full-view mode, the deck pans.
        deck.send(GestureScript.drag(from: Point(100, 500), to: Point(800, 500)), now: 1)
        XCTAssertEqual(deck.openSide, .left)
        deck.close(animated: false, now: 2)

        // A swiper filling the center: only the edge strip is left to the deck.
        let full = RouterTestContainer([RoutedChild(swiper, frame: Rect(x: 0, y: 0, width: 1000, height: 600))])
        swiper.layout(size: Size(1000, 600), now: 3)
        deck.center = full
        XCTAssertFalse(deck.claimsPan(startingAt: Point(500, 300), along: .horizontal, now: 3))
        XCTAssertTrue(deck.claimsPan(startingAt: Point(10, 300), along: .horizontal, now: 3))
        deck.send(GestureScript.drag(from: Point(10, 300), to: Point(750, 300)), now: 3)
        XCTAssertEqual(deck.openSide, .left)
        XCTAssertEqual(swiper.state["swiper.index"], "1", "the edge drag left the swiper alone")
    }

    /// A swiper whose page pans horizontally itself (a slider) leaves that page its drags and
    /// still turns pages that do not; it claims the page's drags for it inside a deck.
    func testASwiperLeavesAHorizontalDragToAPageThatClaimsIt() {
        let sliderPage = RouterProbe("slider", claims: .horizontal), plainPage = RouterProbe("plain")
        let swiper = Swiper(pageCount: 2, options: SwiperOptions(allowsMomentum: false, showsToolbars: false)) { i in
            i == 0 ? sliderPage : plainPage
        }
        swiper.layout(size: Size(400, 300), now: 0)
        let drag = GestureScript.drag(from: Point(300, 150), to: Point(100, 150), velocity: Point(-800, 0))
        XCTAssertEqual(swiper.send(drag, now: 0), [true, true, true, true, true, true, true, true, true, true])
        XCTAssertEqual(sliderPage.kinds.filter { $0.hasPrefix("pan") }.count, 9, "the page got the whole drag")
        XCTAssertEqual(sliderPage.lastLocation, Point(100, 150))
        XCTAssertFalse(swiper.isAnimating(now: 0))
        XCTAssertEqual(swiper.state["swiper.index"], "0")

        // With one page the swiper pans nothing itself, yet claims what its page claims (for a deck around it).
        func single(_ page: RouterProbe) -> Swiper {
            let s = Swiper(pageCount: 1, options: SwiperOptions(showsToolbars: false)) { _ in page }
            s.layout(size: Size(400, 300), now: 0)
            return s
        }
        XCTAssertTrue(single(RouterProbe("slider", claims: .horizontal)).claimsPan(startingAt: Point(200, 150), along: .horizontal, now: 0))
        XCTAssertFalse(single(RouterProbe("plain")).claimsPan(startingAt: Point(200, 150), along: .horizontal, now: 0))
        XCTAssertTrue(single(RouterProbe("list", claims: .vertical)).claimsPan(startingAt: Point(200, 150), along: .vertical, now: 0))
    }

    func testHoverKeepsOneChildHoveredAcrossNestedContainers() {
        let a = RouterProbe("a"), b = RouterProbe("b")
        let inner = RouterTestContainer([RoutedChild(b, frame: Rect(x: 0, y: 0, width: 100, height: 100))])
        let root = RouterTestContainer([RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                                        RoutedChild(inner, frame: Rect(x: 200, y: 0, width: 100, height: 100))])
        _ = root.handle(.hover(Point(10, 10)), now: 0)
        _ = root.handle(.hover(Point(220, 30)), now: 0)
        XCTAssertEqual(a.kinds, ["hover", "leave"])
        XCTAssertEqual(b.kinds, ["hover"])
        XCTAssertEqual(b.lastLocation, Point(20, 30))
        _ = root.handle(.hover(Point(150, 10)), now: 0)
        XCTAssertEqual(b.kinds, ["hover", "leave"], "the nested child hears it was left")
        XCTAssertNil(root.router.hovered)
        _ = root.handle(.hover(Point(10, 10)), now: 0)
        _ = root.handle(.leave, now: 0)
        XCTAssertEqual(a.kinds, ["hover", "leave", "hover", "leave"])
    }

    func testScrollAndPinchGoUnderThePointerAndAContinuousPinchFollowsItsStartCenter() {
        let a = RouterProbe("a"), b = RouterProbe("b")
        let root = RouterTestContainer([RoutedChild(a, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                                        RoutedChild(b, frame: Rect(x: 100, y: 0, width: 100, height: 100))])
        _ = root.handle(.scroll(Point(150, 50), delta: Point(0, 1), modifiers: []), now: 0)
        _ = root.handle(.pinch(Point(50, 50), scale: 1.1), now: 0)
        XCTAssertEqual(b.kinds, ["scroll"])
        XCTAssertEqual(a.kinds, ["pinch"])
        let begin = PinchInfo(startCenter: Point(50, 50), center: Point(50, 50), scale: 1, source: .touchpad)
        var moved = begin
        moved.center = Point(150, 50)
        moved.scale = 1.5
        root.send([.pinchBegin(begin), .pinchUpdate(moved), .pinchEnd(moved)])
        XCTAssertEqual(a.kinds, ["pinch", "pinchBegin", "pinchUpdate", "pinchEnd"])
        XCTAssertEqual(b.kinds, ["scroll"], "the pinch stays with the child it began on")
    }

    func testTabWalksFocusThroughNestedChildrenAndKeysGoToTheFocusedOne() {
        let a = RouterProbe("a", takesFocus: true), b = RouterProbe("b", takesFocus: true)
        let skipped = RouterProbe("label"), c = RouterProbe("c", takesFocus: true)
        let inner = RouterTestContainer([RoutedChild(b, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                                         RoutedChild(skipped, frame: Rect(x: 20, y: 0, width: 10, height: 10)),
                                         RoutedChild(c, frame: Rect(x: 40, y: 0, width: 10, height: 10))])
        let root = RouterTestContainer([RoutedChild(a, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                                        RoutedChild(inner, frame: Rect(x: 100, y: 0, width: 100, height: 10))],
                                       wrapsFocus: true)
        let tab = GestureScript.key("Tab")
        var order: [String] = []
        func focusedName() -> String {
            [a, b, c].first { $0.isFocused }?.name ?? "none"
        }
        for _ in 0..<4 {
            XCTAssertTrue(root.handle(tab, now: 0))
            order.append(focusedName())
        }
        XCTAssertEqual(order, ["a", "b", "c", "a"], "Tab walks into the nested container and wraps at the root")
        XCTAssertTrue(root.handle(GestureScript.key("Tab", [.shift]), now: 0))
        XCTAssertEqual(focusedName(), "c", "Shift+Tab walks back into the nested container from its end")
        XCTAssertTrue(root.router.focused === inner)
        // Keys go to the focused child (the nested container, which has no key focus of its own).
        a.received = []
        root.router.focus(a)
        XCTAssertTrue(root.handle(GestureScript.key("Return"), now: 0))
        XCTAssertEqual(a.kinds, ["key"])
    }
}
