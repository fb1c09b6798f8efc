import CAtk
import CFlickAtk
import FlickCore
import FlickKit
import Foundation

/// One ATK object mirroring one semantics node, kept across rebuilds of the tree while the node
/// keeps its place (`AccessibleWindow` matches nodes to objects), so a reader sees one object
/// change its name or states rather than a new object. Released explicitly (`release()`), subtree
/// and all, when its node goes.
final class AccessibleObject {
    /// The id ATK calls back with (`AccessibilityBridge`'s table).
    let id: UInt64
    /// The C object (`FlickAccessible`).
    let handle: OpaquePointer
    /// The ATK kind it was made as (`AtkMapping.kind(of:)`): a node of another kind needs a new object.
    let kind: Int32
    /// The node it shows now (its actions and value handler answer ATK).
    private(set) var node: SemanticsNode
    /// Its children, in order.
    private(set) var children: [AccessibleObject] = []
    /// The relations last given to ATK: each relation type with its target's id.
    private var relations: [(type: Int32, target: UInt64)] = []
    /// The ATK state bits it shows now (those `show` set, less any withheld, or `setStates`'s).
    private(set) var shownStates: UInt64 = 0

    init(id: UInt64, node: SemanticsNode) {
        self.id = id
        kind = AtkMapping.kind(of: node)
        handle = flick_atk_node_new(id, kind)
        self.node = node
    }

    /// Shows `node`: its role, name, description, states (less the bits of `withheld`, which
    /// `setStates` gives later), extents (device pixels at `scale`), actions, value and text.
    /// Changes on an announced object are emitted as events.
    func show(_ node: SemanticsNode, name: String, scale: Double, withholding withheld: UInt64 = 0) {
        self.node = node
        flick_atk_node_set_role(handle, Int32(AtkMapping.role(node.role).rawValue))
        flick_atk_node_set_name(handle, name)
        if let description = AtkMapping.description(of: node) {
            flick_atk_node_set_description(handle, description)
        } else {
            flick_atk_node_set_description(handle, nil)
        }
        let f = node.frame
        let left = (f.minX * scale).rounded(.down), top = (f.minY * scale).rounded(.down)
        flick_atk_node_set_extents(handle, Self.pixels(left), Self.pixels(top),
                                   Self.pixels((f.maxX * scale).rounded(.up) - left),
                                   Self.pixels((f.maxY * scale).rounded(.up) - top))
        let names = node.actions.map(AtkMapping.actionName)
        withCStrings(names) { flick_atk_node_set_actions(handle, $0, Int32(names.count)) }
        if let range = node.valueRange {
            flick_atk_node_set_value(handle, range.current, range.minimum, range.maximum, range.step, node.value ?? "")
        }
        if let text = AtkMapping.text(of: node) {
            let selection = text.selection.map { $0.clamped(to: 0..<text.length) } ?? 0..<0
            let caret = text.caretOffset.map { min(max($0, 0), text.length) } ?? -1
            flick_atk_node_set_text(handle, text.content, Int32(clamping: caret),
                                    Int32(clamping: selection.lowerBound), Int32(clamping: selection.upperBound))
        }
        flick_atk_node_set_position(handle, Int32(clamping: node.setPosition?.position ?? 0),
                                    Int32(clamping: node.setPosition?.count ?? 0))
        setStates(AtkMapping.states(of: node) & ~withheld)
    }

    /// Shows the ATK state bits `states` (emitting what changed on an announced object).
    func setStates(_ states: UInt64) {
        shownStates = states
        flick_atk_node_set_states(handle, states)
    }

    /// Speaks `text` as ATK's announcement (on an announced object).
    func announce(_ text: String) { flick_atk_node_announce_text(handle, text) }

    /// Tells a reader that which of its children is selected changed (on a selection object).
    func selectionChanged() { flick_atk_node_selection_changed(handle) }

    /// Makes `objects` its children (emits children-changed for those added and removed).
    func setChildren(_ objects: [AccessibleObject]) {
        children = objects
        var handles: [OpaquePointer?] = objects.map(\.handle)
        flick_atk_node_set_children(handle, &handles, Int32(handles.count))
    }

    /// Makes `links` (an ATK relation type and the object it points at, each) its relation set,
    /// when they differ from the last ones given.
    func setRelations(_ links: [(type: Int32, target: AccessibleObject)]) {
        let fresh = links.map { (type: $0.type, target: $0.target.id) }
        guard !fresh.elementsEqual(relations, by: { $0.type == $1.type && $0.target == $1.target }) else { return }
        relations = fresh
        let types = links.map(\.type)
        var targets: [OpaquePointer?] = links.map(\.target.handle)
        flick_atk_node_set_relations(handle, types, &targets, Int32(links.count))
    }

    /// The relation set ATK reports for the object: each relation's name ("labelled-by") with
    /// the objects it points at, in ATK's order (for tests and messages).
    var atkRelations: [(name: String, targets: [OpaquePointer])] {
        let object = UnsafeMutablePointer<AtkObject>(handle)
        guard let set = atk_object_ref_relation_set(object) else { return [] }
        defer { g_object_unref(set) }
        return (0..<atk_relation_set_get_n_relations(set)).compactMap { i in
            guard let relation = atk_relation_set_get_relation(set, i), let targets = atk_relation_get_target(relation) else { return nil }
            let name = String(cString: atk_relation_type_get_name(atk_relation_get_relation_type(relation)))
            let pointers = (0..<Int(targets.pointee.len)).compactMap { targets.pointee.pdata[$0].map(OpaquePointer.init) }
            return (name, pointers)
        }
    }

    /// The role and the name ATK reports for the object (for tests and messages).
    var atkRole: AtkRole { atk_object_get_role(UnsafeMutablePointer<AtkObject>(handle)) }
    var atkName: String { atk_object_get_name(UnsafeMutablePointer<AtkObject>(handle)).map { String(cString: $0) } ?? "" }

    /// From now on its changes are events (call after its first `show` and `setChildren`).
    func announce() { flick_atk_node_announce(handle) }

    /// Marks it and its subtree defunct and lets the C objects go; calls `forget` with each id.
    func release(_ forget: (UInt64) -> Void) {
        for child in children { child.release(forget) }
        children = []
        flick_atk_node_release(handle)
        forget(id)
    }

    /// A pixel coordinate as ATK takes it (finite, within Int32).
    private static func pixels(_ v: Double) -> Int32 {
        guard v.isFinite else { return 0 }
        return Int32(min(max(v, -1e9), 1e9))
    }
}

/// Calls `body` with `strings` as an array of C strings (and a null after them), valid during the call.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
