import FlickCore
import FlickTesting
import FlickTestSupport
import XCTest
@testable import FlickKit

/// A deck with reduced motion: its drawers open and close without sliding, the appearance left
/// fading out before the new one fades in.
final class DeckReducedMotionTests: XCTestCase {
    /// Where the center (the white probe) shows at `now`: the x of each visible drawing of it.
    private func centerPositions(_ deck: Deck, now: Double) -> Set<Double> {
        Set(SceneProbe.drawn(deck.scene(now: now)).compactMap { d -> Double? in
            guard case .rect(let r, .solid(let c), _) = d.node, c == .white, d.opacity > 0 else { return nil }
            return d.transform.apply(r.origin).x
        })
    }

    func testWithReducedMotionADrawerAppearsWithoutSlidingAndTheTwoAppearancesNeverShowAtOnce() {
        let rig = DeckRig()
        rig.deck.layout(size: Size(1000, 600), now: 0, environment: ComponentEnvironment(reducedMotion: true))
        for (side, from, to) in [(DeckSide?.some(.left), 0.0, 956.0), (nil, 956.0, 0.0)] {
            if let side { rig.deck.open(side, now: 1) } else { rig.deck.close(now: 1) }
            var seen: [Double] = []
            for step in 0...30 {
                let t = 1 + rig.deck.options.openDurationS * Double(step) / 30
                rig.deck.advance(to: t)
                let shown = centerPositions(rig.deck, now: t)
                XCTAssertLessThanOrEqual(shown.count, 1, "one appearance at a time at \(t) s: the center at \(shown.sorted())")
                seen += shown
            }
            XCTAssertEqual(Set(seen), [from, to], "the center shows where it was, then where it goes, never between")
            rig.settle(from: 1 + rig.deck.options.openDurationS)
        }
    }

    func testWithReducedMotionTheWindowsBackgroundShowsBetweenTheTwoAppearances() {
        let rig = DeckRig()
        rig.deck.layout(size: Size(1000, 600), now: 0, environment: ComponentEnvironment(reducedMotion: true))
        rig.deck.open(.left, now: 0)
        let mid = rig.deck.options.openDurationS / 2
        rig.deck.advance(to: mid)
        XCTAssertEqual(centerPositions(rig.deck, now: mid), [], "halfway, the old appearance has gone and the new one not come")
    }
}
