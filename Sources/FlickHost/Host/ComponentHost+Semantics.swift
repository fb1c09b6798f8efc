import FlickCore
import FlickKit

extension ComponentHost {
    /// The window's semantics tree at host time `now`: a `window` node named `title` whose
    /// children are the root's nodes, then each layer's (front last), then the tooltip on screen.
    /// Frames are in layout pixels from the window's top-left corner (multiply by `scale` for
    /// device pixels). Built on each call, never per frame: a host nobody asks costs nothing.
    public func semanticsTree(title: String = "", now: Double) -> SemanticsNode {
        let t = componentTime(now)
        var children = root.semantics(now: t)
        for layer in layers { children += layer.semantics(now: t) }
        if let tip = shownTooltip {
            children.append(SemanticsNode(role: .tooltip, name: tip.text, frame: tip.anchor))
        }
        return SemanticsNode(role: .window, name: title, frame: Rect(size: layoutSize), children: children)
    }
}
