import FlickCore
@testable import FlickKit
import XCTest

final class PaletteTests: XCTestCase {
    func testEachAppearanceHasItsPalette() {
        XCTAssertEqual(Palette(for: .dark), .dark)
        XCTAssertEqual(Palette(for: .light), .light)
        XCTAssertNotEqual(Palette.dark, Palette.light)
    }

    func testTextIsReadableOnEverySurfaceOfItsPalette() {
        for palette in [Palette.dark, Palette.light] {
            for surface in [palette.windowBackground, palette.viewBackground, palette.sidebarBackground,
                            palette.barBackground, palette.cardBackground] {
                XCTAssertGreaterThanOrEqual(contrast(palette.text, surface), 7, "\(palette.text) on \(surface)")
                XCTAssertGreaterThanOrEqual(contrast(palette.secondaryText, surface), 4.5, "\(palette.secondaryText) on \(surface)")
            }
            XCTAssertGreaterThanOrEqual(contrast(palette.onAccent, palette.accent), 3)
            XCTAssertGreaterThanOrEqual(contrast(palette.tooltipText, palette.tooltipBackground.withAlpha(1)), 7)
        }
    }

    func testTheControlStyleOfAnAppearanceTakesItsPalettesRoles() {
        XCTAssertEqual(ControlStyle.standard(for: .dark), .standard)
        XCTAssertEqual(ControlStyle.standard(for: .light).text, Palette.light.text)
        XCTAssertEqual(ControlStyle.standard(for: .light).background, Palette.light.viewBackground)
        XCTAssertEqual(ControlStyle(palette: .dark), .standard)
        XCTAssertEqual(ComponentEnvironment(appearance: .light).controlStyle, .light)
        XCTAssertEqual(ComponentEnvironment(appearance: .light).palette, .light)
    }

    /// WCAG contrast ratio of two opaque colours.
    private func contrast(_ a: Color, _ b: Color) -> Double {
        func lum(_ c: Color) -> Double {
            func ch(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * ch(c.red) + 0.7152 * ch(c.green) + 0.0722 * ch(c.blue)
        }
        let (x, y) = (lum(a), lum(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
