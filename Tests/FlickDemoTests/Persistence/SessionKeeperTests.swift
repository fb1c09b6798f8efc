@testable import FlickDemo
import FlickApp
import FlickCore
import FlickKit
import Foundation
import XCTest

/// The live app's memory on virtual time: what one run leaves, the next one shows; `--fresh`
/// reads nothing; an explicit demo wins over the remembered one; restoring alone writes nothing.
final class SessionKeeperTests: XCTestCase {
    private var dirs: StateDirs!
    private var warnings: [String] = []
    private var now = 0.0

    override func setUp() { dirs = StateDirs.empty(); warnings = [] }
    override func tearDown() { dirs.remove() }

    private var locations: StateLocations {
        StateLocations(configDirectory: URL(fileURLWithPath: dirs.config + "/flick"),
                       stateDirectory: URL(fileURLWithPath: dirs.state + "/flick"))
    }

    /// A run of `demo` as `flick` makes it (with its keeper attached).
    private func launch(_ demo: DemoName, fresh: Bool = false) -> (AppController, SessionKeeper) {
        let keeper = SessionKeeper(locations: locations, fresh: fresh, warn: { [unowned self] in self.warnings.append($0) })
        let app = AppController(demo: demo, root: keeper.makeRoot(demo, now: now), size: Size(1024, 700), now: now)
        keeper.attach(to: app, now: now)
        app.keeper = keeper
        return (app, keeper)
    }

    private func key(_ app: AppController, _ name: String, _ modifiers: Modifiers = []) {
        now += 0.05
        app.handle(.key(KeyInput(key: KeyCombo(name, modifiers: modifiers), time: now)), now: now)
    }

    /// Runs `seconds` of frames (60 per second) and the deadlines in them.
    private func run(_ app: AppController, _ seconds: Double) {
        let end = now + seconds
        while now < end {
            now = min(end, now + 1.0 / 60)
            app.advance(to: now)
        }
    }

    func testTheSwiperItemAndTapCountsSurviveARestart() {
        let (app, keeper) = launch(.swiper)
        key(app, "Right")
        key(app, "Right")
        now += 0.1
        app.root.handle(.tap(Point(500, 300), count: 1, button: 1, modifiers: []), now: now)
        run(app, 2)
        XCTAssertEqual(app.state["swiper.item"], "Cobalt")
        XCTAssertEqual(app.state["swiper.taps"], "1")
        XCTAssertEqual(keeper.session?.writeCount, 1, "one write for the whole burst, after it")
        let (again, _) = launch(.swiper)
        XCTAssertEqual(again.state["swiper.item"], "Cobalt")
        XCTAssertEqual(again.state["swiper.taps"], "1")
    }

    func testTheShellShowsTheRememberedDemoAndAnExplicitDemoWins() {
        let (app, keeper) = launch(.shell)
        (app.root as! Shell).show(.slides, now: now)
        app.advance(to: now)
        keeper.flush()
        XCTAssertEqual(launch(.shell).0.state["demo"], "slides")
        XCTAssertEqual(launch(.museum).0.state["demo"], "museum")
    }

    func testTheCarouselKeepsItsPagesSelectionAndReopenHistory() {
        let (app, keeper) = launch(.carousel)
        let carousel = (app.root as! CarouselDemoView).carousel
        carousel.select(3, animated: false, now: now)
        carousel.closeSelected(now: now)
        carousel.openNewPage(now: now)
        run(app, 3)
        let pages = carousel.count, selected = carousel.selectedIndex, titles = carousel.pages.map { ($0 as! FakeWebPage).title }
        XCTAssertEqual(carousel.closedPageCount, 1)
        keeper.flush()
        let restored = (launch(.carousel).0.root as! CarouselDemoView).carousel
        XCTAssertEqual(restored.count, pages)
        XCTAssertEqual(restored.selectedIndex, selected)
        XCTAssertEqual(restored.pages.map { ($0 as! FakeWebPage).title }, titles)
        XCTAssertEqual(restored.closedPageCount, 1)
        XCTAssertTrue(restored.reopenClosedPage(now: 0))
        XCTAssertEqual(restored.selectedIndex, 3)
    }

    func testTheMuseumKeepsFavoritesTabAndPageInsideTheShell() {
        let (app, keeper) = launch(.museum)
        let museum = app.root as! Museum
        museum.setFavorite(museum.collections[0].id, true, now: now)
        museum.browsers[0].grid.go(to: 1, animated: false, now: now)
        museum.select(.favorites, animated: false, now: now)
        run(app, 1)
        keeper.flush()
        let (shellApp, _) = launch(.shell)
        let shell = shellApp.root as! Shell
        shell.show(.museum, now: now)
        shellApp.resize(to: Size(1000, 700), now: now)
        shellApp.advance(to: now)
        let restored = shell.demoView as! Museum
        XCTAssertEqual(restored.favorites.ids, [museum.collections[0].id])
        XCTAssertEqual(restored.selectedTab, .favorites)
        XCTAssertEqual(restored.browsers[0].grid.currentPage, 1)
    }

    func testTheSlidesStackAndTheDecksOpenSideSurvive() {
        let (slidesApp, k1) = launch(.slides)
        let slides = slidesApp.root as! SlidesDemo
        key(slidesApp, "Left", [.control])
        run(slidesApp, 2)
        let stack = slides.controller.stack.names
        XCTAssertEqual(stack.count, 2)
        k1.flush()
        XCTAssertEqual((launch(.slides).0.root as! SlidesDemo).controller.stack.names, stack)

        let (deckApp, k2) = launch(.deck)
        key(deckApp, "F10")
        run(deckApp, 2)
        XCTAssertEqual(deckApp.state["deck.state"], "right")
        k2.flush()
        let (again, _) = launch(.deck)
        again.advance(to: now)
        XCTAssertEqual(again.state["deck.state"], "right")
    }

    func testAHundredCoversComeBackAsAHundred() {
        let (app, keeper) = launch(.slides)
        let slides = app.root as! SlidesDemo
        for _ in 0..<SlidesDemo.maxCovers {
            key(app, "Left", [.control])
            run(app, 1)
        }
        XCTAssertEqual(slides.controller.depth, 100)
        keeper.flush()
        let again = launch(.slides).0
        XCTAssertEqual((again.root as! SlidesDemo).controller.depth, 100)
        XCTAssertEqual(again.state["slides.depth"], "100")
        XCTAssertEqual((again.root as! SlidesDemo).controller.stack.names, slides.controller.stack.names)
    }

    func testSettingsSurviveARestart() {
        let (app, keeper) = launch(.carousel)
        app.settings.reducedMotion = true
        (app.root as! CarouselDemoView).carousel.options.cardScale = 0.5
        app.advance(to: now)
        keeper.flush()
        let (again, _) = launch(.carousel)
        XCTAssertTrue(again.settings.reducedMotion)
        XCTAssertEqual((again.root as! CarouselDemoView).carousel.options.cardScale, 0.5)
    }

    func testSavedOptionsKeepTheirMeaningWithTheLibrarysOnePagePerSwipeDefault() {
        dirs.write(settings: "{\"version\": 1, \"swiper\": {\"showsToolbars\": false}, \"carousel\": {\"useShadows\": false}}")
        let swiper = launch(.swiper).0.root as! Swiper
        XCTAssertTrue(swiper.options.allowsMomentum, "a file without the field means the demo's momentum, as before")
        XCTAssertFalse(swiper.options.showsToolbars)
        XCTAssertTrue((launch(.carousel).0.root as! CarouselDemoView).carousel.options.allowsLongSwipes)
        dirs.write(settings: "{\"version\": 1, \"swiper\": {\"allowsMomentum\": false}, \"carousel\": {\"allowsLongSwipes\": false}}")
        XCTAssertFalse((launch(.swiper).0.root as! Swiper).options.allowsMomentum)
        XCTAssertFalse((launch(.carousel).0.root as! CarouselDemoView).carousel.options.allowsLongSwipes)
    }

    func testRestoringAloneWritesNothing() throws {
        dirs.write(session: "{\"version\": 1, \"demo\": \"museum\", \"museum\": {\"tab\": \"favorites\", \"pages\": [9, 0]},"
                   + " \"deck\": {\"open\": \"left\"}, \"hintsSeen\": [\"museum\"]}")
        dirs.write(settings: "{\"version\": 1, \"carousel\": {\"cardScale\": 7}}")
        let before = try String(contentsOfFile: dirs.sessionFile, encoding: .utf8)
        let (app, keeper) = launch(.shell)
        app.resize(to: Size(800, 600), now: now)
        run(app, 3)
        keeper.flush()
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8), before)
        XCTAssertEqual(keeper.session?.writeCount, 0)
        XCTAssertEqual(keeper.settings?.writeCount, 0)
        XCTAssertNil(app.nextDeadline(now: now), "nothing to write and no hint: nothing wakes the app")
        XCTAssertEqual(warnings, [])
    }

    func testFreshReadsNothingAndWarnsOfNothing() {
        dirs.write(session: "{\"version\": 1, \"demo\": \"slides\", \"swiper\": {\"item\": \"D\"}}")
        dirs.write(settings: "{ damaged")
        let (app, keeper) = launch(.shell, fresh: true)
        XCTAssertEqual(app.state["shell.welcome"], "shown", "fresh starts as a first launch: on the welcome page")
        XCTAssertNil(keeper.visibleHint, "no demo's hint over the welcome page")
        (app.root as? Shell)?.choose(.swiper, now: now)
        XCTAssertEqual(app.state["demo"], "swiper")
        XCTAssertEqual(app.state["swiper.item"], "Aurora")
        XCTAssertEqual(warnings, [])
    }

    func testAFirstLaunchOfTheShellOpensOnTheWelcomePageUntilADemoIsChosen() throws {
        let (app, keeper) = launch(.shell)
        XCTAssertEqual(app.state["shell.welcome"], "shown")
        XCTAssertEqual(app.title, "Flick")
        XCTAssertNil(keeper.visibleHint, "no demo's hint over the welcome page")
        run(app, 1)
        keeper.flush()
        let (again, secondKeeper) = launch(.shell)
        XCTAssertEqual(again.state["shell.welcome"], "shown", "left without a choice, it opens on it again")
        (again.root as? Shell)?.choose(.carousel, now: now)
        run(again, 1)
        XCTAssertEqual(again.title, "Flick — Carousel")
        XCTAssertEqual(secondKeeper.visibleHint, FirstLaunchHint.of(.carousel), "the chosen demo's hint shows")
        secondKeeper.flush()
        let (third, _) = launch(.shell)
        XCTAssertEqual(third.state["shell.welcome"], "hidden")
        XCTAssertEqual(third.state["demo"], "carousel")
        let saved = StateFile<SavedSession>(url: locations.sessionFile).read().document
        XCTAssertTrue(saved.hintsSeen?.contains("shell") == true, "the welcome page was used, as a hint is")
        XCTAssertNil(launch(.museum).0.state["shell.welcome"], "a demo alone has no welcome page")
    }

    func testDamagedFilesGiveOneLineEachAndTheDefaults() {
        dirs.write(session: "{\"version\": 1, \"demo\": ")
        dirs.write(settings: "{\"version\": 99}")
        let (app, _) = launch(.shell)
        XCTAssertEqual(app.state["demo"], "swiper")
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("session") && $0.contains("damaged") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("settings") && $0.contains("newer") }, "\(warnings)")
    }

    func testBadValuesAreClampedOrDropped() {
        dirs.write(session: "{\"version\": 1, \"swiper\": {\"item\": \"nope\", \"taps\": {\"A\": -4, \"zz\": 3}},"
                   + " \"carousel\": {\"pages\": [999999, null, 2], \"selected\": 50, \"closed\": [{\"page\": -1, \"index\": -7}]},"
                   + " \"slides\": {\"stack\": [\"Nowhere\"]}, \"deck\": {\"open\": \"up\"}}")
        dirs.write(settings: "{\"version\": 1, \"carousel\": {\"cardScale\": 1e300, \"spacingPx\": -5}}")
        let swiper = launch(.swiper).0
        XCTAssertEqual(swiper.state["swiper.item"], "Aurora")
        XCTAssertEqual(swiper.state["swiper.taps"], "0")
        let carousel = (launch(.carousel).0.root as! CarouselDemoView).carousel
        XCTAssertEqual(carousel.count, 3)
        XCTAssertEqual(carousel.selectedIndex, 2)
        XCTAssertEqual(carousel.options.cardScale, CarouselDemoSettings.cardScaleRange.upperBound)
        XCTAssertEqual(carousel.options.spacingPx, 0)
        XCTAssertEqual(launch(.slides).0.state["slides.current"], "Coral")
        XCTAssertEqual(launch(.deck).0.state["deck.state"], "closed")
    }
}

/// Issue 18's reproductions: a saved count at the top of `Int` once crashed the first tap;
/// two windows sharing the folders lost each other's changes; the writer made files the reader
/// refused.
extension SessionKeeperTests {
    func testASavedHugeTapCountSaturatesInsteadOfCrashingTheFirstTap() throws {
        dirs.write(session: "{\"version\":1,\"swiper\":{\"item\":\"A\",\"taps\":{\"A\":9223372036854775807}}}")
        let (app, keeper) = launch(.swiper)
        XCTAssertEqual(app.state["swiper.taps"], String(SwiperDemoPage.maxTapCount))
        now += 0.1
        app.root.handle(.tap(Point(500, 300), count: 1, button: 1, modifiers: []), now: now)
        app.root.handle(.tap(Point(500, 300), count: 2, button: 1, modifiers: []), now: now)
        XCTAssertEqual(app.state["swiper.taps"], String(SwiperDemoPage.maxTapCount), "the count saturates")
        run(app, 1)
        XCTAssertEqual(keeper.session?.writeCount, 0, "a clamped restore alone writes nothing")
        key(app, "Right")
        run(app, 1)
        keeper.flush()
        let text = try String(contentsOfFile: dirs.sessionFile, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{") && text.hasSuffix("}\n") && !text.dropLast().contains("\n"), "compact: \(text)")
        XCTAssertTrue(text.contains("\"version\":2"), text)
        XCTAssertTrue(text.contains("\"A\":\(SwiperDemoPage.maxTapCount)"), text)
    }

    func testTwoWindowsSharingTheFoldersLoseNothing() {
        let (carouselApp, k1) = launch(.carousel)
        let (slidesApp, k2) = launch(.slides)
        let carousel = (carouselApp.root as! CarouselDemoView).carousel
        carousel.openNewPage(now: now)
        carousel.openNewPage(now: now)
        run(carouselApp, 1)
        XCTAssertEqual(k1.session?.writeCount, 1)
        key(slidesApp, "Left", [.control])
        run(slidesApp, 2)
        XCTAssertEqual(k2.session?.writeCount, 1)
        let pages = carousel.count, stack = (slidesApp.root as! SlidesDemo).controller.stack.names
        k1.flush()
        k2.flush()
        XCTAssertEqual((launch(.carousel).0.root as! CarouselDemoView).carousel.count, pages, "the slides window kept the carousel's pages")
        XCTAssertEqual((launch(.slides).0.root as! SlidesDemo).controller.stack.names, stack)
    }

    func testQuittingWritesWhatThisRunChangedEvenWhenTheLastWriteLookedCurrent() {
        let (app, keeper) = launch(.carousel)
        let carousel = (app.root as! CarouselDemoView).carousel
        carousel.openNewPage(now: now)
        run(app, 1)
        let pages = carousel.count
        // Another program replaced the file meanwhile, without the carousel's part.
        dirs.write(session: "{\"version\":2,\"deck\":{\"open\":\"left\"}}")
        keeper.flush()
        let read = StateFile<SavedSession>(url: locations.sessionFile).read().document
        XCTAssertEqual(read.parts["carousel"]?["pages"]?.arrayValue()?.count, pages)
        XCTAssertEqual(read.parts["deck"]?["open"], .string("left"), "the other program's part stays")
    }

    func testACarouselOfMorePagesThanItSavesSaysSoOnceAndWritesWhatTheReaderTakes() {
        let (app, keeper) = launch(.carousel)
        let carousel = (app.root as! CarouselDemoView).carousel
        for _ in 0..<(PageCarousel.restorablePagesLimit + 20) { carousel.add(FakeWebPage(content: .sample(1)), now: now) }
        run(app, 1)
        carousel.openNewPage(now: now)
        run(app, 1)
        keeper.flush()
        XCTAssertEqual(warnings.filter { $0.contains("at most \(PageCarousel.restorablePagesLimit) pages") }.count, 1, "\(warnings)")
        let read = StateFile<SavedSession>(url: locations.sessionFile).read()
        XCTAssertNil(read.warning)
        XCTAssertEqual(read.document.parts["carousel"]?["pages"]?.arrayValue()?.count, PageCarousel.restorablePagesLimit)
        let restored = (launch(.carousel).0.root as! CarouselDemoView).carousel
        XCTAssertEqual(restored.count, PageCarousel.restorablePagesLimit)
        XCTAssertTrue(restored.selectedPage is FakeWebPage)
    }
}
