import FlickCore

extension SlideController {
    /// A page per scene in view, back to front, named as `slides.current` names it, holding the
    /// scene's own nodes; a scene that shows but takes no input (under a cover) is `offscreen`.
    /// A scene that takes input announces its name, so a scene replaced is heard.
    public func semantics(now: Double) -> [SemanticsNode] {
        routedChildren(now: now).reversed().map { child in
            var node = SemanticsNode(role: .page, name: name(of: child.component), frame: child.frame,
                                     children: child.component.semantics(now: now).map { $0.offsetBy(child.frame.origin) })
            guard child.isInteractive else { return node.adding(.offscreen) }
            node.announcement = node.name
            return node
        }
    }
}
