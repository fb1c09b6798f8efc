@testable import FlickDemo
import FlickCore
import FlickKit
import FlickTestSupport
import XCTest

/// The deck menu's rows: the selected one is highlighted in the app's one selection colour.
final class DeckDemoMenuRowTests: XCTestCase {
    /// The colours of the rounded fills a row draws (its highlights).
    private func highlightColors(of row: DeckDemoMenuRow) -> [Color] {
        row.content(now: 0).compactMap { node in
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
            XCTAssertEqual(highlightColors(of: row), [row.palette.selection], section.name)
        }
    }

    func testTheSelectedSectionsIconIsInTheAccentWhateverTheSection() {
        for section in DeckDemoSection.all {
            let row = DeckDemoMenuRow(section)
            row.layout(size: Size(300, DeckDemoMenuRow.heightPx), now: 0)
            row.isSelected = true
            let icon = SceneProbe.paths(.stack(row.content(now: 0)))
            XCTAssertFalse(icon.isEmpty, "\(section.name): its icon is drawn")
            XCTAssertTrue(icon.allSatisfy { ($0.stroke ?? Palette.dark.accentText) == Palette.dark.accentText }, section.name)
            XCTAssertTrue(icon.allSatisfy { $0.fill.map { $0 == .solid(Palette.dark.accentText) } ?? true }, section.name)
        }
    }

    func testTheDeckDemosMenuDrawsLightInALightEnvironmentAfterOneRelayout() {
        let demo = DeckDemo()
        let size = Size(1024, 700)
        demo.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        XCTAssertEqual(demo.menu.list.background, Palette.dark.sidebarBackground)
        demo.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        XCTAssertEqual(demo.menu.list.background, Palette.light.sidebarBackground)
        XCTAssertEqual(demo.options.group.background, Palette.light.sidebarBackground)
        let row = demo.menu.rows[0]
        XCTAssertTrue(row.isSelected)
        XCTAssertEqual(highlightColors(of: row), [Palette.light.selection])
        let texts = SceneProbe.textColors(.stack(row.content(now: 0)))
        XCTAssertTrue(texts.contains(Palette.light.text), "the name in the light text colour")
        XCTAssertFalse(texts.contains(Palette.dark.text))
        XCTAssertTrue(SceneProbe.fills(demo.menu.list.scene(now: 0)).contains(Palette.light.sidebarBackground))
    }
}
