@testable import FlickDemo
import FlickCairo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// Depth in the deck: the center's default shadow visibly darkens the side beside it (on the
/// app's dark drawers), and a scrim dims the center as a side opens.
final class DeckDepthTests: XCTestCase {
    static let size = Size(400, 300)
    static let pageColor = Color(hex: 0x131519)

    private func deck(_ options: DeckOptions = DeckOptions()) -> Deck {
        let d = Deck(center: ControlGroup(background: DeckDepthTests.pageColor),
                     left: ControlGroup(background: Palette.dark.sidebarBackground),
                     right: ControlGroup(background: Palette.dark.sidebarBackground), options: options)
        d.layout(size: DeckDepthTests.size, now: 0)
        return d
    }

    private func render(_ d: Deck, now: Double = 0) -> OffscreenBuffer {
        let buffer = OffscreenBuffer(size: DeckDepthTests.size)
        CairoRenderer().render(d.scene(now: now), into: buffer.buffer, background: .black)
        return buffer
    }

    private func brightness(_ b: OffscreenBuffer, _ x: Int, _ y: Int = 150) -> Int {
        let p = b.pixel(x: x, y: y)
        return Int(p.r) + Int(p.g) + Int(p.b)
    }

    func testTheDefaultShadowVisiblyDarkensTheSideBesideTheCenter() {
        for side in DeckSide.allCases {
            let d = deck()
            d.open(side, animated: false, now: 0)
            let b = render(d)
            let edge = Int(side == .left ? d.offset(now: 0) : d.offset(now: 0) + DeckDepthTests.size.width)
            let far = side == .left ? 40 : Int(DeckDepthTests.size.width) - 40
            let near = side == .left ? edge - 3 : edge + 2
            let base = brightness(b, far), shaded = brightness(b, near)
            // Sums of three channels: a drop of 30 is 10 levels a channel, the shadow's edge at
            // well under two thirds of the drawer's brightness.
            XCTAssertGreaterThanOrEqual(base - shaded, 30, "\(side): \(base) → \(shaded)")
            XCTAssertLessThan(Double(shaded), Double(base) * 0.67, "\(side)")
        }
    }

    func testWithoutAShadowTheSideIsEvenUpToTheCenter() {
        var o = DeckOptions()
        o.shadow = nil
        let d = deck(o)
        d.open(.left, animated: false, now: 0)
        let b = render(d)
        let edge = Int(d.offset(now: 0))
        XCTAssertEqual(brightness(b, edge - 3), brightness(b, 40))
    }

    func testTheScrimDimsTheCenterAsTheSideOpens() {
        let d = deck()
        let open = render(d)
        let closedCenter = brightness(open, 200)
        XCTAssertEqual(d.scrimAlpha(offset: 0), 0)
        let full = d.openOffset(.left)
        XCTAssertEqual(d.scrimAlpha(offset: full), Constants.deckScrimOpacity, accuracy: 1e-9)
        XCTAssertEqual(d.scrimAlpha(offset: full / 2), Constants.deckScrimOpacity / 2, accuracy: 1e-9)
        XCTAssertEqual(d.scrimAlpha(offset: d.openOffset(.right) / 2), Constants.deckScrimOpacity / 2, accuracy: 1e-9)
        d.open(.left, animated: false, now: 0)
        let b = render(d)
        let ledgeX = Int(full) + 20
        let dimmed = brightness(b, ledgeX)
        XCTAssertEqual(Double(dimmed), Double(closedCenter) * (1 - Constants.deckScrimOpacity), accuracy: 6)
    }

    func testNoScrimWhenItsOpacityIsZero() {
        var o = DeckOptions()
        o.scrimOpacity = 0
        let d = deck(o)
        let closed = brightness(render(d), 200)
        d.open(.left, animated: false, now: 0)
        XCTAssertEqual(brightness(render(d), Int(d.openOffset(.left)) + 20), closed)
    }

    func testAClickOnTheDimmedCenterClosesWhenTheCenterIsSetToTapToClose() {
        var o = DeckOptions()
        o.centerHiddenInteractivity = .tapToClose
        let d = deck(o)
        d.open(.left, animated: false, now: 0)
        _ = d.send(GestureScript.click(Point(d.openOffset(.left) + 20, 150)), now: 0)
        XCTAssertEqual(d.stateName, "closed")
    }
}
