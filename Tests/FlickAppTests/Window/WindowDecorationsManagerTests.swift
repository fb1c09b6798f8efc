@testable import FlickApp
import FlickKit
import FlickX11
import XCTest

final class WindowDecorationsManagerTests: XCTestCase {
    func manager(minimize: Bool, maximize: Bool, maximized: Bool = false) -> WindowManagerState {
        var m = WindowManagerState()
        m.hasManager = true
        m.movesWindows = true
        m.offersMinimize = minimize
        m.offersMaximize = maximize
        m.isMaximized = maximized
        return m
    }

    func testAManagerOfferingEverythingGetsTheDesktopsLayoutWhole() {
        let d = WindowDecorations(manager: manager(minimize: true, maximize: true), layoutSetting: nil)
        XCTAssertEqual(d.layout, .standard)
        XCTAssertTrue(d.actsOnWindow)
        XCTAssertFalse(d.isMaximized)
    }

    func testWhatTheManagerDoesNotOfferIsLeftOutOfTheLayout() {
        let d = WindowDecorations(manager: manager(minimize: false, maximize: true), layoutSetting: "close:minimize,maximize")
        XCTAssertEqual(d.layout, DecorationLayout(leading: [.close], trailing: [.maximize]))
    }

    func testWithoutAWindowManagerOnlyCloseShowsAndTheBarLeavesTheWindowAlone() {
        let d = WindowDecorations(manager: WindowManagerState(), layoutSetting: nil)
        XCTAssertEqual(d, .withoutWindowManager)
    }

    func testAMaximizedWindowSaysSo() {
        XCTAssertTrue(WindowDecorations(manager: manager(minimize: true, maximize: true, maximized: true),
                                        layoutSetting: nil).isMaximized)
    }

    func testTheConfigurationDecoratesARootWithATopBarUnlessTurnedOff() {
        var configuration = FlickAppConfiguration(title: "T", size: Size(640, 480))
        XCTAssertEqual(configuration.minimumSize, Size(360, 360))
        let stack = NavigationStack(root: NavigationPage(title: "T", content: DrawnView { _ in .empty }))
        XCTAssertTrue(configuration.decoratesItself(stack, now: 0))
        XCTAssertFalse(configuration.decoratesItself(DrawnView { _ in .empty }, now: 0), "no bar to carry the buttons")
        let deckWithoutBar = Deck(center: DrawnView { _ in .empty }, left: DrawnView { _ in .empty })
        XCTAssertFalse(configuration.decoratesItself(deckWithoutBar, now: 0), "a deck around no bar keeps the frame")
        XCTAssertTrue(configuration.decoratesItself(Deck(center: stack, left: DrawnView { _ in .empty }), now: 0))
        configuration.usesClientSideDecorations = false
        XCTAssertFalse(configuration.decoratesItself(stack, now: 0))
    }
}
