import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class StackLayoutTests: XCTestCase {
    func testAColumnStacksPreferredHeightsWithSpacingInsideThePadding() {
        let rows = [ListRow("A"), ListRow("B", subtitle: "b"), ListRow("C")]
        let layout = StackLayout(spacing: 4, padding: EdgeInsets(top: 10, leading: 5, bottom: 7, trailing: 5))
        let height = layout.place(rows.map { StackItem($0) }, in: Size(300, 400))
        XCTAssertEqual(rows.map(\.frame), [Rect(x: 5, y: 10, width: 290, height: 48),
                                           Rect(x: 5, y: 62, width: 290, height: 60),
                                           Rect(x: 5, y: 126, width: 290, height: 48)])
        XCTAssertEqual(height, 126 + 48 + 7)
    }

    func testItemsOverrideLengthSpacingMarginAndAlignment() {
        let a = Label("a"), b = Switch(), c = Button("Go")
        let items = [StackItem(a, length: 30, spacingAfter: 2, margin: EdgeInsets(horizontal: 16)),
                     StackItem(b, alignment: .trailing, margin: EdgeInsets(top: 6)),
                     StackItem(c, alignment: .center)]
        let (frames, length) = StackLayout(spacing: 10).frames(for: items, in: Size(200, 300))
        XCTAssertEqual(frames[0], Rect(x: 16, y: 0, width: 168, height: 30))
        XCTAssertEqual(frames[1], Rect(x: 156, y: 38, width: 44, height: 24))
        let button = c.preferredSize(for: 200)
        XCTAssertEqual(frames[2], Rect(x: ((200 - button.width) / 2).rounded(), y: 72, width: button.width, height: 32))
        XCTAssertEqual(length, 72 + 32)
    }

    func testAColumnWiderThanItsMaximumKeepsItsContentCentredOrAtAnEnd() {
        let row = ListRow("A")
        var layout = StackLayout(maxContentWidth: 400)
        layout.place([StackItem(row)], in: Size(1001, 300))
        XCTAssertEqual(row.frame, Rect(x: 301, y: 0, width: 400, height: 48), "(1001 − 400) / 2 rounded")
        layout.contentPosition = .leading
        layout.place([StackItem(row)], in: Size(1001, 300))
        XCTAssertEqual(row.frame.x, 0)
        layout.contentPosition = .trailing
        layout.place([StackItem(row)], in: Size(1001, 300))
        XCTAssertEqual(row.frame.x, 601)
        layout.place([StackItem(row)], in: Size(300, 300))
        XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 300, height: 48), "narrower than the maximum: the whole width")
    }

    func testARowLinesChildrenUpByTheirWidthsAndAlignsThemAcross() {
        let s = Switch(), b = Button("OK")
        let layout = StackLayout(axis: .horizontal, spacing: 8, padding: EdgeInsets(all: 4), alignment: .center)
        let width = layout.place([StackItem(s), StackItem(b, length: 80)], in: Size(400, 40))
        XCTAssertEqual(s.frame, Rect(x: 4, y: 4 + 4, width: 44, height: 24))
        XCTAssertEqual(b.frame, Rect(x: 56, y: 4, width: 80, height: 32))
        XCTAssertEqual(width, 56 + 80 + 4)
    }

    func testControlsStateTheirPreferredSizes() {
        XCTAssertEqual(ListRow("A").preferredSize(for: 320), Size(320, ListRow.heightPx))
        let wrapping = ListRow("A", subtitle: "long")
        wrapping.subtitleMaxLines = 2
        XCTAssertEqual(wrapping.preferredSize(for: 320).height, ListRow.height(subtitleLines: 2))
        XCTAssertEqual(Switch().preferredSize(for: 320), Switch.preferredSize)
        XCTAssertEqual(Button("Save").preferredSize(for: 320).height, 32, "a line of 14 px text and the padding")
        XCTAssertLessThan(Button("OK").preferredSize(for: 320).width, Button("Cancel all").preferredSize(for: 320).width)
        XCTAssertEqual(Button("A very long title indeed").preferredSize(for: 60).width, 60, "never wider than offered")
        XCTAssertEqual(Label("x", maxLines: 3).preferredSize(for: 100).height, 3 * Label("x").preferredSize(for: 100).height)
        XCTAssertEqual(Label("x").preferredSize(for: .nan).width, 0)
    }

    func testExpandingItemsShareTheLengthTheOthersLeave() {
        let field = Label("Search"), list = ListView(count: 3, makeRow: { ListRow("") }) { _, _ in }, footer = Label("3 files")
        let fieldHeight = field.preferredSize(for: 280).height, footerHeight = footer.preferredSize(for: 280).height
        let items = [StackItem(field), StackItem(list, margin: EdgeInsets(top: 4), expands: true), StackItem(footer)]
        let (frames, length) = StackLayout(spacing: 8, padding: EdgeInsets(all: 10)).frames(for: items, in: Size(300, 600))
        XCTAssertEqual(frames[1], Rect(x: 10, y: 10 + fieldHeight + 8 + 4, width: 280,
                                       height: 600 - 20 - fieldHeight - footerHeight - 2 * 8 - 4))
        XCTAssertEqual(frames[2].maxY, 590, "the last item ends at the padding")
        XCTAssertEqual(length, 600)

        let halves = [StackItem(Label("a"), expands: true), StackItem(Label("b"), length: 40, expands: true)]
        let (split, _) = StackLayout(axis: .horizontal).frames(for: halves, in: Size(301, 50))
        XCTAssertEqual(split.map(\.width), [150, 150], "an equal share, whole pixels")
        let (tight, _) = StackLayout(axis: .horizontal).frames(for: halves, in: Size(60, 50))
        XCTAssertEqual(tight[1].width, 40, "never less than its own length")
    }
}
