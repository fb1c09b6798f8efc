import FlickCore
import FlickKit
import Foundation

/// The semantics tree as `elements NAME` writes it: one JSON object per node with its role, name,
/// value, description, states, actions, frame in window pixels and children (keys sorted, so the
/// same tree gives the same bytes).
public enum SemanticsJSON {
    /// `tree` as JSON, its layout frames multiplied by `scale` into window pixels.
    public static func data(_ tree: SemanticsNode, scale: Double) throws -> Data {
        try JSONSerialization.data(withJSONObject: object(tree, scale: scale), options: [.prettyPrinted, .sortedKeys])
    }

    /// One node and its subtree as JSON values.
    static func object(_ node: SemanticsNode, scale: Double) -> [String: Any] {
        func px(_ v: Double) -> Double { (v * scale * 100).rounded() / 100 }
        var o: [String: Any] = [
            "role": node.role.rawValue,
            "name": node.name,
            "states": node.states.names,
            "actions": node.actions.map(\.rawValue),
            "frame": ["x": px(node.frame.x), "y": px(node.frame.y), "width": px(node.frame.width), "height": px(node.frame.height)],
            "children": node.children.map { object($0, scale: scale) },
        ]
        if let value = node.value { o["value"] = value }
        if let description = node.description { o["description"] = description }
        return o
    }
}
