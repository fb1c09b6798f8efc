import FlickCore

extension ControlGroup {
    /// Its controls' nodes where the scroll offset shows them, in reading order; a control scrolled
    /// out of the panel is `offscreen`.
    public func semantics(now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: size)
        return childSemantics(now: now).map { node in
            node.frame.intersects(bounds) ? node : node.adding(.offscreen)
        }
    }
}
