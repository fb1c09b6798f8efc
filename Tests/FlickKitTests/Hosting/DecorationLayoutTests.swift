import FlickKit
import XCTest

final class DecorationLayoutTests: XCTestCase {
    func testTheStandardLayoutPutsMinimizeMaximizeAndCloseAtTheTrailingEnd() {
        XCTAssertEqual(DecorationLayout.standard.leading, [])
        XCTAssertEqual(DecorationLayout.standard.trailing, [.minimize, .maximize, .close])
    }

    func testNamesBeforeTheColonGoLeadingAndAfterItTrailingInTheirOrder() {
        let layout = DecorationLayout(parsing: "close,maximize:minimize")
        XCTAssertEqual(layout.leading, [.close, .maximize])
        XCTAssertEqual(layout.trailing, [.minimize])
    }

    func testGnomesDefaultKeepsCloseAloneAndDropsTheAppMenu() {
        let layout = DecorationLayout(parsing: "appmenu:close")
        XCTAssertEqual(layout, DecorationLayout(leading: [], trailing: [.close]))
    }

    func testUnknownNamesSpacesAndRepeatsAreLeftOut() {
        let layout = DecorationLayout(parsing: " icon , menu,minimize : spacer, close ,minimize,bogus")
        XCTAssertEqual(layout.leading, [.minimize])
        XCTAssertEqual(layout.trailing, [.close])
    }

    func testALayoutWithoutAColonPutsEveryButtonAtTheLeadingEnd() {
        let layout = DecorationLayout(parsing: "close,minimize")
        XCTAssertEqual(layout.leading, [.close, .minimize])
        XCTAssertEqual(layout.trailing, [])
    }

    func testAnEmptyLayoutShowsNoButton() {
        XCTAssertTrue(DecorationLayout(parsing: "").isEmpty)
        XCTAssertTrue(DecorationLayout(parsing: ":").isEmpty)
        XCTAssertFalse(DecorationLayout.standard.isEmpty)
    }

    func testLimitingKeepsOnlyWhatTheWindowManagerOffersInOrder() {
        let layout = DecorationLayout(parsing: "minimize:maximize,close").limited(to: [.close, .minimize])
        XCTAssertEqual(layout.leading, [.minimize])
        XCTAssertEqual(layout.trailing, [.close])
        XCTAssertEqual(WindowDecorations.withoutWindowManager.layout.trailing, [.close])
        XCTAssertFalse(WindowDecorations.withoutWindowManager.actsOnWindow)
    }
}
