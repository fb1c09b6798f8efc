import XCTest
import FlickCore
import FlickTestSupport
@testable import FlickKit

final class CloseButtonTests: XCTestCase {
    func testTheClickableSquareIsNeverSmallerThanGnomesSmallestTarget() {
        let thumbnail = Rect(x: 0, y: 0, width: 245, height: 138)
        XCTAssertEqual(CloseButton.diameter(on: thumbnail), CloseButton.compactDiameterMinPx, "a small card's button is drawn small")
        let hit = CloseButton.hitFrame(on: thumbnail)
        XCTAssertEqual(hit.width, CloseButton.minHitSizePx)
        XCTAssertEqual(hit.height, CloseButton.minHitSizePx)
        XCTAssertEqual(hit.center, CloseButton.center(on: thumbnail))
        XCTAssertEqual(CloseButton.hitFrame(on: Rect(x: 0, y: 0, width: 800, height: 600)).width, CloseButton.hitSizePx)
    }

    func testTheDiscTurnsDestructiveUnderThePointerAndDarkerWhilePressed() {
        let card = Rect(x: 0, y: 0, width: 800, height: 600)
        let rest = SceneProbe.fills(CloseButton.scene(on: card, opacity: 1, palette: .dark))
        let hovered = SceneProbe.fills(CloseButton.scene(on: card, opacity: 1, hovered: true, palette: .dark))
        let pressed = SceneProbe.fills(CloseButton.scene(on: card, opacity: 1, pressed: true, hovered: true, palette: .dark))
        XCTAssertEqual(rest, [Palette.dark.closeButtonFill])
        XCTAssertEqual(hovered, [Palette.dark.destructive])
        XCTAssertEqual(pressed, [Palette.dark.destructive.mixed(with: Color(hex: 0x000000), CloseButton.pressedDarkening)])
    }
}
