import FlickTestSupport
import FlickCore
@testable import FlickKit

extension MotionSubjects {
    /// The deck's size in the suite (the demo's window) and its ledge.
    static let deckSize = Size(640, 400)
    static let deckLedge = Constants.deckLedgePx

    /// The deck as `--demo deck` has it (plain center, left and right sides, default options),
    /// open on the left: content x = the center's offset. Dragging left moves it towards closed
    /// (596 px of room); pulling right stretches it past the open ledge, the rubber band's
    /// dimension being the ledge (44 px: it never reaches the edge). A release slides by the
    /// deck's timed curve (`DeckCurve`, 0.3 s) towards its target, or turns round on the settle
    /// spring when it moves away from it.
    static let deck = MotionSubject(
        name: "deck",
        make: {
            let deck = Deck(center: DeckProbe(.white), left: DeckProbe(.black), right: DeckProbe(Color(hex: 0x808080)))
            deck.layout(size: deckSize, now: 0)
            deck.open(.left, animated: false, now: 0)
            return deck
        },
        size: deckSize, axis: .horizontal,
        dragPoint: Point(deckSize.width - deckLedge / 2, 200), forward: -1,
        position: { c, now in (c as! Deck).offset(now: now) },
        edgePull: (direction: 1, dimension: deckLedge), touchpadPage: deckSize.width - deckLedge,
        settle: { from, v, to in
            if v != 0, v * (to - from) < 0 {
                let s = SpringSimulation(spring: .settle, start: from, end: to, velocity: v, tolerance: Deck.restTolerancePx)
                return { t in s.position(at: t) }
            }
            let o = DeckOptions()
            let duration = to == 0 ? o.closeDurationS : o.openDurationS
            let (curve, time) = DeckCurve.curve(distance: to - from, duration: duration, velocity: v)
            let s = CurveSimulation(start: from, end: to, duration: time, curve: curve)
            return { t in s.position(at: t) }
        })
}
