import FlickKit

/// One window's semantics tree as ATK objects, brought up to date by `sync`: nodes are matched to
/// the objects of the last tree under the same parent (same role and name first, then the same
/// role in order, so a renamed element keeps its object), changed properties emit events (name,
/// description, states such as focused, checked, selected and expanded, value) and objects that
/// come or go emit children-changed; nodes' relations become the objects' relation sets. Objects
/// made for the first time are announced only once set up, so a new subtree costs one event on its
/// parent.
final class AccessibleWindow {
    /// The frame: the window node's object (nil until the tree is first read).
    private(set) var frame: AccessibleObject?
    /// The ids of every object below and including the frame (`AccessibilityBridge` answers ATK with them).
    private(set) var objects: [UInt64: AccessibleObject] = [:]
    private let makeID: () -> UInt64

    /// A window whose objects take their ids from `makeID`.
    init(makeID: @escaping () -> UInt64) {
        self.makeID = makeID
    }

    /// Shows `tree` (the window node, frames in layout pixels) at `scale`, its frame named `title`,
    /// the focus made explicit (`AtkMapping.withImplicitFocus`).
    /// Returns whether the frame was made now.
    @discardableResult
    func sync(_ tree: SemanticsNode, title: String, scale: Double) -> Bool {
        let made = frame == nil
        let root = update(frame, with: AtkMapping.withImplicitFocus(tree), name: title, scale: scale)
        frame = root
        link(root)
        return made
    }

    /// Gives every object under `root` the relation sets its node's relations make: each relation
    /// on the node it is stated on, and its inverse (`AtkMapping.relationTypes`) on the node it
    /// points at. A relation to an identifier the tree does not hold (or to the node itself) is
    /// left out; of nodes sharing an identifier, the first in tree order is meant.
    private func link(_ root: AccessibleObject) {
        var all: [AccessibleObject] = []
        var byIdentifier: [String: AccessibleObject] = [:]
        func walk(_ object: AccessibleObject) {
            all.append(object)
            if let id = object.node.identifier, byIdentifier[id] == nil { byIdentifier[id] = object }
            object.children.forEach(walk)
        }
        walk(root)
        var links: [UInt64: [(type: Int32, target: AccessibleObject)]] = [:]
        for object in all {
            for relation in object.node.relations {
                guard let target = byIdentifier[relation.target], target !== object else { continue }
                let (forward, inverse) = AtkMapping.relationTypes(relation.kind)
                links[object.id, default: []].append((Int32(forward.rawValue), target))
                links[target.id, default: []].append((Int32(inverse.rawValue), object))
            }
        }
        for object in all { object.setRelations(links[object.id] ?? []) }
    }

    /// Lets every object go (the window closed).
    func release() {
        frame?.release { objects[$0] = nil }
        frame = nil
    }

    /// `object` showing `node` and its subtree, or a new object when there is none or it is of
    /// another kind (then the old one is released).
    private func update(_ object: AccessibleObject?, with node: SemanticsNode, name: String, scale: Double)
        -> AccessibleObject {
        var target = object
        if let existing = object, existing.kind != AtkMapping.kind(of: node) {
            existing.release { objects[$0] = nil }
            target = nil
        }
        let isNew = target == nil
        let result = target ?? AccessibleObject(id: makeID(), node: node)
        objects[result.id] = result
        result.show(node, name: name, scale: scale)
        let pairs = AccessibleWindow.match(old: result.children.map(\.node), new: node.children)
        var kept = Set<Int>()
        let children = node.children.enumerated().map { i, child -> AccessibleObject in
            let previous = pairs[i].map { result.children[$0] }
            if let p = pairs[i] { kept.insert(p) }
            return update(previous, with: child, name: child.name, scale: scale)
        }
        let gone = result.children.enumerated().filter { !kept.contains($0.offset) }.map(\.element)
        result.setChildren(children)
        for object in gone { object.release { objects[$0] = nil } }
        if isNew { result.announce() }
        return result
    }

    /// For each of `new`, the index of the node of `old` it continues, or nil: first those of the
    /// same role and name (in order), then the rest of the same role in order.
    static func match(old: [SemanticsNode], new: [SemanticsNode]) -> [Int?] {
        var result = [Int?](repeating: nil, count: new.count)
        var used = Set<Int>()
        for (i, n) in new.enumerated() {
            if let j = old.indices.first(where: { !used.contains($0) && old[$0].role == n.role && old[$0].name == n.name }) {
                result[i] = j
                used.insert(j)
            }
        }
        for (i, n) in new.enumerated() where result[i] == nil {
            if let j = old.indices.first(where: { !used.contains($0) && old[$0].role == n.role }) {
                result[i] = j
                used.insert(j)
            }
        }
        return result
    }
}
