@testable import FlickDemo
import FlickCore
import XCTest

/// A fake page's masthead drops links from the end in a narrow column and keeps the site's name whole.
final class WebPageMastheadTests: XCTestCase {
    private let links = ["World", "Science", "Culture", "Sport"]

    private func masthead(width: Double) -> WebPageMasthead {
        WebPageMasthead(siteName: "Flick News", navigation: links, column: Rect(x: 20, y: 0, width: width, height: 60),
                        height: 60, scale: 1)
    }

    func testAWideColumnShowsEveryLinkAfterTheName() {
        let m = masthead(width: 800)
        XCTAssertEqual(m.links, links)
        XCTAssertGreaterThan(m.linksFrame.minX, m.nameFrame.minX + 144, "the links start after the name")
        XCTAssertEqual(m.linksFrame.maxX, 820)
    }

    func testANarrowingColumnDropsLinksFromTheEndThenAllOfThem() {
        XCTAssertEqual(masthead(width: 300).links, ["World", "Science"])
        XCTAssertEqual(masthead(width: 210).links, ["World"])
        let narrowest = masthead(width: 150)
        XCTAssertEqual(narrowest.links, [])
        XCTAssertEqual(narrowest.nameFrame.width, 150, "the name keeps the whole column")
    }
}
