import FlickCore

extension PageIndicator {
    /// The page dots' nodes while they fit, else an indicator named as the dots are, valued
    /// "3 of 57" (its text).
    public func semantics(now: Double) -> [SemanticsNode] {
        guard count > 0 else { return [] }
        if showsDots {
            let f = dotsFrame
            return dots.semantics(now: now).map { $0.offsetBy(f.origin) }
        }
        return [SemanticsNode(role: .indicator, name: PageDots.accessibleName, value: compactText,
                              frame: Rect(size: size))]
    }
}
