import FlickCore
import FlickKit

/// Gesture sequences for driving components in tests, as the recognizer would make them.
public enum GestureScript {
    /// A press, release and single tap of button 1 at `p`.
    public static func click(_ p: Point) -> [Gesture] {
        [.press(p, button: 1, modifiers: []), .release(p, button: 1), .tap(p, count: 1, button: 1, modifiers: [])]
    }

    /// A press at `from`, a pan through `steps` even moves to `to`, released at `velocity` (px/s).
    public static func drag(from: Point, to: Point, steps: Int = 8, velocity: Point = .zero) -> [Gesture] {
        var out: [Gesture] = [.press(from, button: 1, modifiers: [])]
        let n = max(1, steps)
        for k in 1...n {
            let f = Double(k) / Double(n)
            let p = Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
            let info = PanInfo(start: from, location: p, velocity: k == n ? velocity : .zero)
            out.append(k == 1 ? .panBegin(info) : .panUpdate(info))
        }
        out.append(.panEnd(PanInfo(start: from, location: to, velocity: velocity)))
        return out
    }

    /// A key press: the key `name` with `modifiers`.
    public static func key(_ name: String, _ modifiers: Modifiers = []) -> Gesture { .key(KeyCombo(name, modifiers: modifiers)) }
}

extension Component {
    /// Sends every gesture at `now`; returns whether each was used.
    @discardableResult
    public func send(_ gestures: [Gesture], now: Double = 0) -> [Bool] { gestures.map { handle($0, now: now) } }
}
