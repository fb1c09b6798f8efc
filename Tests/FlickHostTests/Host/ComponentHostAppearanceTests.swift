import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import XCTest

/// A host whose environment switches between dark and light draws the next frame in the new
/// palette, its cached images included, without rebuilding the tree.
final class ComponentHostAppearanceTests: XCTestCase {
    private func pixel(_ buffer: OffscreenBuffer, _ x: Int, _ y: Int) -> Color {
        let p = buffer.pixel(x: x, y: y)
        return Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
    }

    private func assertClose(_ a: Color, _ b: Color, _ message: String, line: UInt = #line) {
        XCTAssertEqual(a.red, b.red, accuracy: 1.5 / 255, message, line: line)
        XCTAssertEqual(a.green, b.green, accuracy: 1.5 / 255, message, line: line)
        XCTAssertEqual(a.blue, b.blue, accuracy: 1.5 / 255, message, line: line)
    }

    func testASwitchOfAppearanceRedrawsTheCachedPanelInTheNewPalette() {
        let list = SettingsList(heading: "Settings", sections: [
            SettingsSection("Behaviour", [Setting("Wrap around", kind: .toggle(get: { true }, set: { _, _ in }))]),
        ])
        let host = ComponentHost(list, size: Size(400, 300), now: 0)
        let buffer = OffscreenBuffer(width: 400, height: 300)
        host.render(into: buffer.buffer, now: 0)
        assertClose(pixel(buffer, 200, 290), Palette.dark.viewBackground, "dark at first")

        host.environment.appearance = .light
        host.advance(to: 0.1)
        XCTAssertTrue(host.needsDisplay(now: 0.1))
        host.render(into: buffer.buffer, now: 0.1)
        assertClose(pixel(buffer, 200, 290), Palette.light.viewBackground, "light after one layout, not the cached dark band")

        host.environment.appearance = .dark
        host.advance(to: 0.2)
        host.render(into: buffer.buffer, now: 0.2)
        assertClose(pixel(buffer, 200, 290), Palette.dark.viewBackground, "and dark again")
    }
}
