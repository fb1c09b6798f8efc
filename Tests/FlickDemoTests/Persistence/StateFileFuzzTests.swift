@testable import FlickDemo
import FlickApp
import FlickCore
import FlickKit
import Foundation
import XCTest

/// Restored state files fuzzed (issue 18): a seeded `StateFileFuzzer` writes random and extreme
/// values for every field of `settings.json` and `session.json`; the app restores every demo
/// without crashing, within the ranges it can produce itself, takes a tap on every swiper page,
/// and what it then writes reads back without a warning.
final class StateFileFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x5EED_F11E
    static let cases = 200

    private var dirs: StateDirs!
    override func setUp() { dirs = StateDirs.empty() }
    override func tearDown() { dirs.remove() }

    private var locations: StateLocations {
        StateLocations(configDirectory: URL(fileURLWithPath: dirs.config + "/flick"),
                       stateDirectory: URL(fileURLWithPath: dirs.state + "/flick"))
    }

    func testFuzzedStateFilesRestoreWithinTheAppsRanges() throws {
        var fuzzer = StateFileFuzzer(seed: StateFileFuzzTests.seed)
        for n in 0..<StateFileFuzzTests.cases {
            let session = fuzzer.session(), settings = fuzzer.settings()
            dirs.write(session: session)
            dirs.write(settings: settings)
            let context = "case \(n) of seed \(StateFileFuzzTests.seed):\nsession \(session.prefix(400))\nsettings \(settings.prefix(400))"
            try check(context)
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    private func check(_ context: String) throws {
        var now = 0.0
        let keeper = SessionKeeper(locations: locations, fresh: false, warn: { _ in })
        let root = keeper.makeRoot(.shell, now: now)
        let app = AppController(demo: .shell, root: root, size: Size(900, 600), now: now)
        keeper.attach(to: app, now: now)
        app.keeper = keeper
        let shell = try XCTUnwrap(keeper.shell, context)
        for (k, demo) in DemoName.allCases.filter({ $0 != .shell }).enumerated() {
            shell.show(demo, now: now)
            now += 0.1
            app.resize(to: Size(900, 600 + Double(k)), now: now)
            app.advance(to: now)
        }
        XCTAssertFalse(keeper.parts.isWaiting, "every restore ran once laid out: \(context)")

        // The swiper: counts within 0...max, and a tap on every page neither traps nor leaves the range.
        let pages = shell.swiperPages
        for i in 0..<pages.count {
            let page = pages.page(i)
            XCTAssertTrue((0...SwiperDemoPage.maxTapCount).contains(page.tapCount), context)
            page.handle(.tap(Point(10, 10), count: 1, button: 1, modifiers: []), now: now)
            XCTAssertTrue((1...SwiperDemoPage.maxTapCount).contains(page.tapCount), context)
        }
        if let carousel = (shell.demos[.carousel] as? CarouselDemoView)?.carousel {
            XCTAssertTrue((1...PageCarousel.restorablePagesLimit).contains(carousel.count), context)
            XCTAssertTrue((0..<carousel.count).contains(carousel.selectedIndex), context)
            XCTAssertLessThanOrEqual(carousel.closedPageCount, 50, context)
            XCTAssertTrue(CarouselDemoSettings.cardScaleRange.contains(carousel.options.cardScale), context)
            XCTAssertTrue(CarouselDemoSettings.spacingRange.contains(carousel.options.spacingPx), context)
        }
        if let slides = shell.demos[.slides] as? SlidesDemo {
            let names = slides.controller.stack.names
            XCTAssertTrue((1...SlideController.restorableNameLimit).contains(names.count), context)
            XCTAssertTrue(names.allSatisfy(SlidesDemoScenes.names.contains), context)
        }
        if let museum = shell.demos[.museum] as? Museum {
            XCTAssertTrue(museum.favorites.ids.allSatisfy { id in museum.collections.contains { $0.id == id } }, context)
            for b in museum.browsers { XCTAssertTrue((0..<max(1, b.grid.pageCount)).contains(b.grid.currentPage), context) }
        }
        if let deck = (shell.demos[.deck] as? DeckDemo)?.deck {
            let o = deck.options
            XCTAssertTrue(DeckDemo.ledgeRange.contains(o.leftLedgePx) && DeckDemo.ledgeRange.contains(o.rightLedgePx), context)
            XCTAssertTrue(DeckDemo.maxSizeRange.contains(o.maxSizePx), context)
            XCTAssertTrue(DeckDemo.durationRange.contains(o.openDurationS) && DeckDemo.durationRange.contains(o.closeDurationS), context)
            XCTAssertTrue(DeckDemo.factorRange.contains(o.bounceDurationFactor), context)
        }
        XCTAssertNotNil(DemoName(rawValue: app.state["demo"] ?? ""), context)

        // What it writes reads back as it was written, without a warning.
        now += 1
        app.advance(to: now)
        keeper.flush()
        if keeper.session?.writeCount ?? 0 > 0 {
            let session = StateFile<SavedSession>(url: locations.sessionFile).read()
            XCTAssertNil(session.warning, context)
            XCTAssertEqual(session.document.version, SavedSession.formatVersion, context)
        }
        if keeper.settings?.writeCount ?? 0 > 0 {
            XCTAssertNil(StateFile<SavedSettings>(url: locations.settingsFile).read().warning, context)
        }
    }
}
