import FlickCore

extension SlideController {
    /// A page list named "Scenes", valued by the scene on top, over the controller's bounds; its
    /// pages are the scenes that take input (none while a slide moves), back to front, each named as `slides.current` names it and
    /// holding the scene's own nodes. The scene on top (the one that takes input) is `selected`;
    /// a scene that shows but takes no input (under a cover) is `offscreen`. A scene that takes
    /// input announces its name, so a scene replaced is heard.
    public func semantics(now: Double) -> [SemanticsNode] {
        let children = routedChildren(now: now)
        let topIndex = children.firstIndex(where: \.isInteractive)
        let pages = children.enumerated().reversed().map { i, child -> SemanticsNode in
            var node = SemanticsNode(role: .page, name: name(of: child.component), states: i == topIndex ? .selected : [],
                                     frame: child.frame,
                                     children: child.component.semantics(now: now).map { $0.offsetBy(child.frame.origin) })
            guard child.isInteractive else { return node.adding(.offscreen) }
            node.announcement = node.name
            return node
        }
        let top = topIndex.map { name(of: children[$0].component) }
        return [SemanticsNode(role: .pageList, name: "Scenes", value: top, frame: Rect(size: size), children: pages)]
    }
}
