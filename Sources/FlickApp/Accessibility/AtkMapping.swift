import CAtk
import CFlickAtk
import FlickKit

/// What a semantics node is to ATK, decided here and nowhere else: its role, its states as ATK's
/// state bits, its actions' names, its description, and which kind of ATK object carries it.
enum AtkMapping {
    /// The ATK role of `role`: a page is a page tab (as a notebook's pages are, so a reader says
    /// "page tab, 1 of 7"), a picture an image, static text a label, page dots a label.
    static func role(_ role: SemanticsRole) -> AtkRole {
        switch role {
        case .window: return ATK_ROLE_FRAME
        case .group: return ATK_ROLE_PANEL
        case .button: return ATK_ROLE_PUSH_BUTTON
        case .toggle: return ATK_ROLE_TOGGLE_BUTTON
        case .checkBox: return ATK_ROLE_CHECK_BOX
        case .slider: return ATK_ROLE_SLIDER
        case .tab, .page: return ATK_ROLE_PAGE_TAB
        case .tabList, .pageList: return ATK_ROLE_PAGE_TAB_LIST
        case .list: return ATK_ROLE_LIST
        case .listItem: return ATK_ROLE_LIST_ITEM
        case .menuItem: return ATK_ROLE_MENU_ITEM
        case .menu: return ATK_ROLE_MENU
        case .picture: return ATK_ROLE_IMAGE
        case .text, .indicator: return ATK_ROLE_LABEL
        case .entry: return ATK_ROLE_ENTRY
        case .passwordText: return ATK_ROLE_PASSWORD_TEXT
        case .textView: return ATK_ROLE_TEXT
        case .heading: return ATK_ROLE_HEADING
        case .scrollPane: return ATK_ROLE_SCROLL_PANE
        case .toolbar: return ATK_ROLE_TOOL_BAR
        case .dialog: return ATK_ROLE_DIALOG
        case .tooltip: return ATK_ROLE_TOOL_TIP
        }
    }

    /// The ATK states of `node` as bits (1 << AtkStateType): enabled and sensitive unless
    /// disabled, visible, showing unless off screen, and each of its own states; a window is also
    /// active and resizable, a tab, page or list item selectable, a slider horizontal.
    static func states(of node: SemanticsNode) -> UInt64 {
        var states: [AtkStateType] = [ATK_STATE_VISIBLE]
        let own = node.states
        if !own.contains(.disabled) { states += [ATK_STATE_ENABLED, ATK_STATE_SENSITIVE] }
        if own.isShowing { states.append(ATK_STATE_SHOWING) }
        let pairs: [(SemanticsStates, AtkStateType)] = [
            (.focusable, ATK_STATE_FOCUSABLE), (.focused, ATK_STATE_FOCUSED), (.selected, ATK_STATE_SELECTED),
            (.checked, ATK_STATE_CHECKED), (.checkable, ATK_STATE_CHECKABLE), (.expanded, ATK_STATE_EXPANDED),
            (.expandable, ATK_STATE_EXPANDABLE),
        ]
        states += pairs.filter { own.contains($0.0) }.map(\.1)
        switch node.role {
        case .window: states += [ATK_STATE_ACTIVE, ATK_STATE_RESIZABLE]
        case .tab, .page, .listItem: states.append(ATK_STATE_SELECTABLE)
        case .toggle, .checkBox: states.append(ATK_STATE_CHECKABLE)
        case .slider: states.append(ATK_STATE_HORIZONTAL)
        default: break
        }
        return states.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
    }

    /// The ATK relation of `kind` and its inverse, which the node pointed at gets: labelled by
    /// and label for, controller for and controlled by.
    static func relationTypes(_ kind: SemanticsRelation.Kind) -> (forward: AtkRelationType, inverse: AtkRelationType) {
        switch kind {
        case .labelledBy: return (ATK_RELATION_LABELLED_BY, ATK_RELATION_LABEL_FOR)
        case .controllerFor: return (ATK_RELATION_CONTROLLER_FOR, ATK_RELATION_CONTROLLED_BY)
        }
    }

    /// The name ATK gives `action`: a click for what a click does, else the action's own name.
    static func actionName(_ action: SemanticsAction) -> String {
        action == .activate ? "click" : action.rawValue
    }

    /// The description a reader speaks after the name: the node's description (its tooltip),
    /// else its value when that is text and not a number in a range ("3 of 7" on page dots).
    static func description(of node: SemanticsNode) -> String? {
        node.description ?? (node.valueRange == nil ? node.value : nil)
    }

    /// The kind of ATK object that carries `node`: a frame for the window, a value for a node with
    /// a number in a range, a selection for a list whose children are chosen (a page list, a tab
    /// list, a list: `isSelection`), editable text for text that is editable and has an edit handler, text
    /// for any other node with text (labels and headings included, `text(of:)`), else a plain one.
    /// Each kind is its own GType with just its interfaces, so a reader sees Text only where there
    /// is text and EditableText only where an edit can be taken.
    static func kind(of node: SemanticsNode) -> Int32 {
        if node.role == .window { return Int32(FLICK_ATK_WINDOW) }
        if node.valueRange != nil { return Int32(FLICK_ATK_VALUE) }
        if isSelection(node.role) { return Int32(FLICK_ATK_SELECTION) }
        if let text = text(of: node) {
            let editable = text.isEditable && node.textEditHandler != nil
            return Int32(editable ? FLICK_ATK_EDITABLE_TEXT : FLICK_ATK_TEXT)
        }
        return Int32(FLICK_ATK_PLAIN)
    }

    /// Whether nodes of `role` hold children one of which is chosen (`selected`), so that ATK's
    /// Selection interface reads them and a change of choice emits selection-changed.
    static func isSelection(_ role: SemanticsRole) -> Bool {
        role == .pageList || role == .tabList || role == .list
    }

    /// The text ATK's Text interface shows for `node`: its own `text`, else for static text (a
    /// label, a caption, a heading, a tooltip) its name as read-only text, so a screen reader can
    /// read and move through every label without each builder repeating the name, and for a
    /// position indicator its value ("3 of 57"); nil for other nodes.
    static func text(of node: SemanticsNode) -> SemanticsText? {
        if let text = node.text { return text }
        switch node.role {
        case .text, .heading, .tooltip: return SemanticsText(node.name)
        case .indicator: return SemanticsText(node.value ?? node.name)
        default: return nil
        }
    }

    /// `tree` with the keyboard's focus made explicit: while no node is focused, keys go to the
    /// root's paged content, so the selected, showing page of the first page list is focused (a
    /// swipe then moves the focus, and a reader speaks the new page as it comes: "Aurora, page tab").
    static func withImplicitFocus(_ tree: SemanticsNode) -> SemanticsNode {
        guard !tree.allNodes.contains(where: { $0.states.contains(.focused) }) else { return tree }
        var done = false
        func mark(_ node: SemanticsNode, inPageList: Bool) -> SemanticsNode {
            if done { return node }
            var n = node
            if inPageList, n.role == .page, n.states.contains(.selected), !n.states.contains(.offscreen) {
                n.states.formUnion([.focused, .focusable])
                done = true
                return n
            }
            n.children = n.children.map { mark($0, inPageList: node.role == .pageList) }
            return n
        }
        return mark(tree, inPageList: false)
    }

    /// ATK's name of `role` ("push button"), for tests and messages.
    static func roleName(_ role: SemanticsRole) -> String {
        String(cString: atk_role_get_name(AtkMapping.role(role)))
    }

    /// ATK's name of the relation `type` ("labelled-by"), for tests and messages.
    static func relationName(_ type: AtkRelationType) -> String {
        String(cString: atk_relation_type_get_name(type))
    }

    /// ATK's names of the states in `bits` ("enabled", "focusable" …), in ATK's order.
    static func stateNames(_ bits: UInt64) -> [String] {
        (0..<64).filter { bits & (1 << UInt64($0)) != 0 }
            .map { String(cString: atk_state_type_get_name(AtkStateType(rawValue: UInt32($0)))) }
    }
}

private extension SemanticsStates {
    var isShowing: Bool { !contains(.offscreen) }
}
