import FlickCore

extension GestureScript {
    /// A two-finger touchpad scroll as the recognizer delivers it: a press where the pointer
    /// rests, then a pan whose translation is the fingers' travel `by` (in `steps` equal moves;
    /// the pointer stays put) with `source == .touchpad`, ending at `velocity` px/s.
    public static func touchpadSwipe(at p: Point, by d: Point, steps: Int = 8, velocity: Point = .zero) -> [Gesture] {
        var out: [Gesture] = [.press(p, button: 1, modifiers: [])]
        let n = max(1, steps)
        func info(_ f: Double, _ v: Point) -> PanInfo {
            PanInfo(start: p, location: Point(p.x + d.x * f, p.y + d.y * f), velocity: v, anchor: p, source: .touchpad)
        }
        for k in 1...n {
            let f = Double(k) / Double(n)
            out.append(k == 1 ? .panBegin(info(f, .zero)) : .panUpdate(info(f, k == n ? velocity : .zero)))
        }
        out.append(.panEnd(info(1, velocity)))
        return out
    }
}
