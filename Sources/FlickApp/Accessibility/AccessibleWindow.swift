import CAtk
import CFlickAtk
import FlickKit

/// One window's semantics tree as ATK objects, brought up to date by `sync`: nodes are matched to
/// the objects of the last tree under the same parent (same role and name first, then the same
/// role in order, so a renamed element keeps its object), changed properties emit events (name,
/// description, states such as focused, checked, selected and expanded, value) and objects that
/// come or go emit children-changed; nodes' relations become the objects' relation sets. Objects
/// made for the first time are announced only once set up, so a new subtree costs one event on its
/// parent.
///
/// What a screen reader follows is emitted as GTK emits it, after the tree is up to date: one
/// node holds the focus at a time (`focusHolder`), the focus leaves the old node before it
/// reaches the new one (`focused` off, then `focused` on and the legacy `focus:`, a new node
/// included); a list whose chosen child changed says `selection-changed`; and a node whose
/// `announcement` changed while the focus stayed where it was speaks it (`object:announcement`,
/// or, to a reader that takes none, a notification shown: `AccessibleAnnouncer`).
final class AccessibleWindow {
    /// An event `sync` emitted beside the property changes (what a reader speaks from), for tests.
    enum Event: Equatable {
        /// The node of this role and name took the focus.
        case focus(SemanticsRole, String)
        /// The list of this role and name changed which child is selected.
        case selectionChanged(SemanticsRole, String)
        /// This text was announced.
        case announcement(String)
    }

    /// The frame: the window node's object (nil until the tree is first read).
    private(set) var frame: AccessibleObject?
    /// The ids of every object below and including the frame (`AccessibilityBridge` answers ATK with them).
    private(set) var objects: [UInt64: AccessibleObject] = [:]
    /// The object that holds the focus (nil: none).
    private(set) var focusHolder: AccessibleObject?
    /// The frame's last child that speaks announcements to a reader that takes none (made on first use).
    private(set) var announcer: AccessibleAnnouncer?
    /// Whether the readers take `object:announcement` (else the announcer shows the text).
    var readersTakeAnnouncements: () -> Bool = { AccessibleAnnouncer.readersTakeAnnouncements }
    private let makeID: () -> UInt64
    /// What the update in progress found: the objects whose nodes are focused (those focused in
    /// the tree only now first), selection objects whose choice changed, announcements.
    private var pass = Pass()

    private struct Pass {
        var focused: [AccessibleObject] = []
        var newlyFocused: [AccessibleObject] = []
        var selections: [AccessibleObject] = []
        var announcements: [(AccessibleObject, String)] = []
    }

    private static let focusedBit: UInt64 = 1 << UInt64(ATK_STATE_FOCUSED.rawValue)
    private static let selectedBit: UInt64 = 1 << UInt64(ATK_STATE_SELECTED.rawValue)

    /// A window whose objects take their ids from `makeID`.
    init(makeID: @escaping () -> UInt64) {
        self.makeID = makeID
    }

    /// Shows `tree` (the window node, frames in layout pixels) at `scale`, its frame named `title`,
    /// the focus made explicit (`AtkMapping.withImplicitFocus`), then emits the focus, selection and
    /// announcement events. Returns whether the frame was made now, and those events.
    @discardableResult
    func sync(_ tree: SemanticsNode, title: String, scale: Double) -> (made: Bool, events: [Event]) {
        let made = frame == nil
        pass = Pass()
        let root = update(frame, with: AtkMapping.withImplicitFocus(tree), name: title, scale: scale,
                          after: announcer.map { [$0.object] } ?? [])
        frame = root
        link(root)
        let events = emitPassEvents()
        pass = Pass()
        return (made, events)
    }

    /// After an update: the focus to one node (the first newly focused in the tree, else the one
    /// that held it, else the first focused), taken from every other first; then selection
    /// changes; then, when the focus did not move (or only moved up to the list holding it), the
    /// announcements.
    private func emitPassEvents() -> [Event] {
        var events: [Event] = []
        let holder = pass.newlyFocused.first
            ?? pass.focused.first { $0 === focusHolder }
            ?? pass.focused.first
        for object in pass.focused where object !== holder && object.shownStates & Self.focusedBit != 0 {
            object.setStates(object.shownStates & ~Self.focusedBit)
        }
        if let focusHolder, focusHolder !== holder, objects[focusHolder.id] === focusHolder,
           focusHolder.shownStates & Self.focusedBit != 0 {
            focusHolder.setStates(focusHolder.shownStates & ~Self.focusedBit)
        }
        var moved = false, wentUp = false
        if let holder, holder.shownStates & Self.focusedBit == 0 {
            holder.setStates(AtkMapping.states(of: holder.node))
            events.append(.focus(holder.node.role, holder.node.name))
            // A focus that goes from a node up to the list holding it (the implicit focus on a
            // page to its page list) tells a reader nothing new: it presents a list by its selected
            // item, the node it was on. What changed meanwhile is announced, as when the focus
            // stays, else the list itself ("Pages, 1 of 7"), so the key that moved it is heard.
            wentUp = focusHolder.map { Self.holds(holder, $0) } ?? false
            moved = !wentUp
        }
        focusHolder = holder
        for object in pass.selections {
            object.selectionChanged()
            events.append(.selectionChanged(object.node.role, object.node.name))
        }
        if wentUp, pass.announcements.isEmpty, let holder {
            pass.announcements = [(holder, [holder.node.name, holder.node.value].compactMap { $0 }.joined(separator: ", "))]
        }
        if !moved {
            for (object, text) in pass.announcements {
                if readersTakeAnnouncements() {
                    object.announce(text)
                } else {
                    notificationAnnouncer().speak(text)
                }
                events.append(.announcement(text))
            }
        }
        return events
    }

    /// Whether `descendant` is in `object`'s subtree, below it.
    private static func holds(_ object: AccessibleObject, _ descendant: AccessibleObject) -> Bool {
        object.children.contains { $0 === descendant || holds($0, descendant) }
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

    /// The announcer, made and put after the frame's children on first use.
    private func notificationAnnouncer() -> AccessibleAnnouncer {
        if let announcer { return announcer }
        let made = AccessibleAnnouncer(id: makeID())
        announcer = made
        objects[made.object.id] = made.object
        if let frame { frame.setChildren(frame.children + [made.object]) }
        made.object.announce()
        return made
    }

    /// Lets every object go (the window closed).
    func release() {
        frame?.release { objects[$0] = nil }
        announcer = nil
        frame = nil
        focusHolder = nil
    }

    /// `object` showing `node` and its subtree, or a new object when there is none or it is of
    /// another kind (then the old one is released). A focus it gains is withheld for
    /// `emitPassEvents`; what it announces and a change of its selected child are noted there.
    /// `after` goes after the node's children (the frame's announcer).
    private func update(_ object: AccessibleObject?, with node: SemanticsNode, name: String, scale: Double,
                        after: [AccessibleObject] = []) -> AccessibleObject {
        var target = object
        if let existing = object, existing.kind != AtkMapping.kind(of: node) {
            existing.release { objects[$0] = nil }
            target = nil
        }
        let isNew = target == nil
        let result = target ?? AccessibleObject(id: makeID(), node: node)
        objects[result.id] = result
        let wasFocused = !isNew && result.node.states.contains(.focused)
        let announced = isNew ? nil : result.node.announcement
        let selectedBefore = result.children.filter { $0.shownStates & Self.selectedBit != 0 }.map(\.id)
        if node.states.contains(.focused) {
            pass.focused.append(result)
            if !wasFocused { pass.newlyFocused.append(result) }
        }
        if let text = node.announcement, !isNew, text != announced { pass.announcements.append((result, text)) }
        result.show(node, name: name, scale: scale, withholding: result.shownStates & Self.focusedBit == 0 ? Self.focusedBit : 0)
        let own = after.isEmpty ? result.children : result.children.filter { child in !after.contains { $0 === child } }
        let pairs = AccessibleWindow.match(old: own.map(\.node), new: node.children)
        var kept = Set<Int>()
        let children = node.children.enumerated().map { i, child -> AccessibleObject in
            let previous = pairs[i].map { own[$0] }
            if let p = pairs[i] { kept.insert(p) }
            return update(previous, with: child, name: child.name, scale: scale)
        }
        let gone = own.enumerated().filter { !kept.contains($0.offset) }.map(\.element)
        result.setChildren(children + after)
        for object in gone { object.release { objects[$0] = nil } }
        if isNew { result.announce() }
        let selectedAfter = children.filter { $0.shownStates & Self.selectedBit != 0 }.map(\.id)
        if !isNew, result.kind == Int32(FLICK_ATK_SELECTION), selectedAfter != selectedBefore {
            pass.selections.append(result)
        }
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
