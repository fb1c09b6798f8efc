import FlickCore

extension SearchField {
    /// The key that focuses a field with `answersFindShortcut`: ctrl+f.
    public static let findShortcut = KeyCombo("f", modifiers: [.control])

    /// The field ctrl+f focuses at or below `root`: the first enabled `SearchField` with
    /// `answersFindShortcut` among the components input reaches now (`children(of:now:)`), depth
    /// first in Tab order, or nil. A field in a closed drawer or on a page out of view does not answer.
    public static func answeringFindShortcut(in root: any Component, now: Double) -> SearchField? {
        var seen: Set<ObjectIdentifier> = []
        func find(in component: any Component) -> SearchField? {
            guard seen.insert(ObjectIdentifier(component)).inserted else { return nil }
            if let field = component as? SearchField, field.answersFindShortcut, field.isEnabled { return field }
            for child in children(of: component, now: now) where child.isInteractive {
                if let field = find(in: child.component) { return field }
            }
            return nil
        }
        return find(in: root)
    }

    /// Focuses the field ctrl+f answers to below `root` when `key` is ctrl+f (`findShortcut`),
    /// taking the focus from every other node below `root`, also inside containers that route keys
    /// themselves (a deck). Returns whether it did: false for another key or when no field answers.
    @discardableResult
    public static func handleFindShortcut(_ key: KeyCombo, in root: any Component, now: Double) -> Bool {
        guard key.matches(findShortcut.name, findShortcut.modifiers),
              let field = answeringFindShortcut(in: root, now: now) else { return false }
        var seen: Set<ObjectIdentifier> = []
        func clear(_ component: any Component) {
            guard seen.insert(ObjectIdentifier(component)).inserted else { return }
            if component !== field, component.isFocused { component.isFocused = false }
            for child in children(of: component, now: now) { clear(child.component) }
        }
        clear(root)
        field.isFocused = true
        return true
    }

    /// A component's children as input reaches them: its focus children, then the children a
    /// routing container sends input to that are not among them (a deck keeps its focus to itself).
    private static func children(of component: any Component, now: Double) -> [RoutedChild] {
        var list = component.focusChildren(now: now)
        if let routing = component as? any RoutingContainer {
            for child in routing.routedChildren(now: now) where !list.contains(where: { $0.component === child.component }) {
                list.append(child)
            }
        }
        return list
    }
}
