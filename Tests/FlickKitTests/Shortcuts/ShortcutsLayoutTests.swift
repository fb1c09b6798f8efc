import FlickCore
@testable import FlickKit
import XCTest

/// The shortcuts overlay's layout: descriptions line up across groups, and a long description
/// wraps onto more lines (a taller line) instead of being cut.
final class ShortcutsLayoutTests: XCTestCase {
    private let groups = [
        ShortcutGroup("Short keys", [Shortcut("Toggle", keys: ["t"])]),
        ShortcutGroup("Long keys", [Shortcut("Move the page one place to the right", keys: ["ctrl+shift+Page_Down"])]),
    ]

    func testDescriptionsStartAtOneXForEveryGroup() {
        let layout = ShortcutsLayout(groups: groups, size: Size(1920, 1080))
        let widest = groups.flatMap(\.shortcuts).map(ShortcutsOverlay.keysWidth).max() ?? 0
        XCTAssertEqual(layout.descriptionOffset, widest + ShortcutsOverlay.descriptionGapPx, accuracy: 1e-9)
        XCTAssertGreaterThan(ShortcutsOverlay.keysWidth(groups[1].shortcuts[0]), ShortcutsOverlay.keysWidth(groups[0].shortcuts[0]),
                             "the groups' own key columns differ, the offset does not")
    }

    func testALongDescriptionWrapsIntoATallerLine() {
        let groups = [ShortcutGroup("Short", [Shortcut("Toggle", keys: ["t"])]),
                      ShortcutGroup("Long", [Shortcut("Move the page one place to the right, past its neighbour", keys: ["F1"])])]
        // A measure of 5 px a character: the long description is 280 px.
        let measure: ShortcutsLayout.LineCounting = { text, width in Int((Double(text.count) * 5 / width).rounded(.up)) }
        let wide = ShortcutsLayout(groups: groups, size: Size(1920, 1080), measure: measure)
        let narrow = ShortcutsLayout(groups: groups, size: Size(330, 600), measure: measure)
        XCTAssertEqual(wide.rowHeights[1], [ShortcutsLayout.rowHeightPx], "fits on one line in a wide column")
        XCTAssertEqual(narrow.rowHeights[1], [ShortcutsLayout.rowHeight(lines: 2)], "wraps onto two lines in a narrow column")
        let tiny = ShortcutsLayout(groups: groups, size: Size(200, 600), measure: measure)
        XCTAssertEqual(tiny.rowHeights[1], [ShortcutsLayout.rowHeight(lines: ShortcutsLayout.descriptionMaxLines)], "at most three lines")
        XCTAssertEqual(narrow.rowHeights[0], [ShortcutsLayout.rowHeightPx])
        XCTAssertGreaterThan(narrow.contentHeight, ShortcutsLayout.groupHeadingPx * 2 + 2 * ShortcutsLayout.rowHeightPx,
                             "the wrapped line makes the content taller")
    }

    func testWithoutAMeasureTheLinesAreEstimated() {
        XCTAssertEqual(ShortcutsLayout.descriptionLines("Quit", width: 200, measure: nil), 1)
        XCTAssertEqual(ShortcutsLayout.descriptionLines(String(repeating: "w", count: 60), width: 200, measure: nil), 3)
        XCTAssertEqual(ShortcutsLayout.descriptionLines("anything", width: 0, measure: nil), 1)
    }
}
