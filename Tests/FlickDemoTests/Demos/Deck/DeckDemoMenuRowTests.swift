@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// The deck menu's rows: the selected one is highlighted in the app's one selection colour.
final class DeckDemoMenuRowTests: XCTestCase {
    /// The colours of the rounded fills a row draws (its highlights).
    private func highlightColors(of row: DeckDemoMenuRow) -> [Color] {
        row.content(at: 0).compactMap { node in
            if case .rect(_, .solid(let c), let radius) = node, radius > 0 { return c }
            return nil
        }
    }

    func testEverySelectedSectionIsHighlightedInTheAppsSelectionColour() {
        for section in DeckDemoSection.all {
            let row = DeckDemoMenuRow(section)
            row.layout(size: Size(300, DeckDemoMenuRow.heightPx), now: 0)
            XCTAssertEqual(highlightColors(of: row), [], "\(section.name): no highlight while not selected")
            row.isSelected = true
            XCTAssertEqual(highlightColors(of: row), [row.style.selection], section.name)
        }
    }
}
