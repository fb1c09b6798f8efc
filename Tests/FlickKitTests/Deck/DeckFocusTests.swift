import FlickCore
import FlickTestSupport
@testable import FlickKit
import XCTest

/// The keyboard focus follows a deck's drawer: an opening side takes it, a closed side gives it
/// back to where it was in the center, so one node holds it and it never stays on a hidden one.
final class DeckFocusTests: XCTestCase {
    private let a = Button("A"), b = Button("B"), home = Button("Home"), photos = Button("Photos")
    private lazy var deck = Deck(center: ControlGroup(controls: [a, b]), left: ControlGroup(controls: [home, photos]))

    private func settle(from t: Double) -> Double {
        var now = t
        deck.advance(to: now)
        while deck.isAnimating(now: now), now < t + 10 {
            now += 1.0 / 60
            deck.advance(to: now)
        }
        return now
    }

    private var focused: [String] { [a, b, home, photos].filter(\.isFocused).map(\.title) }

    override func setUp() {
        deck.layout(size: Size(1000, 600), now: 0)
    }

    func testAnOpeningSideTakesTheFocusAndTheClosedSideGivesItBack() {
        deck.handle(.key(KeyCombo("Tab")), now: 0)
        deck.handle(.key(KeyCombo("Tab")), now: 0)
        XCTAssertEqual(focused, ["B"])
        deck.open(.left, now: 0)
        XCTAssertEqual(focused, ["Home"], "the drawer takes the focus, and the center lets it go")
        var t = settle(from: 0)
        deck.handle(.key(KeyCombo("Tab")), now: t)
        XCTAssertEqual(focused, ["Photos"])
        deck.close(now: t)
        XCTAssertEqual(focused, ["Photos"], "the focus leaves the side once it is out of sight")
        t = settle(from: t)
        XCTAssertEqual(focused, ["B"], "back where it was")
    }

    func testASideClosedWithoutTheFocusLeavesItWhereItIs() {
        deck.open(.left, now: 0)
        var t = settle(from: 0)
        FocusChain.focus(a, among: [deck.center, deck.view(.left)!], now: t)
        deck.close(now: t)
        t = settle(from: t)
        XCTAssertEqual(focused, ["A"])
    }
}
