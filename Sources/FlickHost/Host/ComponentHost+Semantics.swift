import FlickCore
import FlickKit

extension ComponentHost {
    /// The window's semantics tree at host time `now`: a `window` node named `title` whose
    /// children are the root's nodes, then each layer's (front last), then the tooltip on screen.
    /// One node is focused: while a layer holds a focused node (an open dialog such as the
    /// shortcuts overlay takes the keyboard), the nodes behind it are not, and the focus they keep
    /// shows again when the layer lets it go (the focus given back where it was).
    /// Frames are in layout pixels from the window's top-left corner (multiply by `scale` for
    /// device pixels). Built on each call, never per frame: a host nobody asks costs nothing.
    public func semanticsTree(title: String = "", now: Double) -> SemanticsNode {
        let t = componentTime(now)
        var children = root.semantics(now: t)
        for layer in layers {
            let nodes = layer.semantics(now: t)
            if nodes.contains(where: { $0.allNodes.contains { $0.states.contains(.focused) } }) {
                children = children.map { $0.removing(.focused) }
            }
            children += nodes
        }
        if let tip = shownTooltip {
            children.append(SemanticsNode(role: .tooltip, name: tip.text, frame: tip.anchor))
        }
        return SemanticsNode(role: .window, name: title, frame: Rect(size: layoutSize), children: children)
    }

    /// The caret of the focused node that shows one (a focused `TextField` or editable
    /// `TextView`, through its semantics: `SemanticsText.caretRect`) in window pixels, or nil.
    /// The tree is built only while a text input holds the focus (`textInputFocusChanged`): after
    /// the other keys, presses and scrolls of a window this costs nothing.
    public func textInputCaret(now: Double) -> Rect? {
        guard focusedTextInput != nil else { return nil }
        func find(_ nodes: [SemanticsNode]) -> Rect? {
            for node in nodes {
                if node.states.contains(.focused), let caret = node.text?.caretRect {
                    return caret.offsetBy(dx: node.frame.x, dy: node.frame.y)
                }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        let t = componentTime(now)
        let nodes = layers.reversed().flatMap { $0.semantics(now: t) } + root.semantics(now: t)
        guard let caret = find(nodes) else { return nil }
        return Rect(x: caret.x * scale, y: caret.y * scale, width: caret.width * scale, height: caret.height * scale)
    }
}
