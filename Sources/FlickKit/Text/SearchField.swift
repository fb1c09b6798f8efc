import FlickCore

/// A text field for a search (GtkSearchEntry, UISearchBar): a magnifier before the text, a clear
/// button after it while there is text, Escape clearing it, and `onSearch` called
/// `Constants.searchDelayS` after the last change, so a search runs once the typing pauses.
///
///     let search = SearchField(placeholder: "Search files")
///     search.onSearch = { query in list.filter(query) }
///
/// ctrl+f may give it the focus: with `answersFindShortcut` set, ctrl+f anywhere in the window
/// that no focused component used focuses it (the host asks `answeringFindShortcut(in:now:)`),
/// so an app whose root is a library container needs no shortcut of its own; an app may also
/// call `focus(now:)` from a shortcut it binds.
open class SearchField: TextField {
    /// Called with the text `Constants.searchDelayS` after the last change by the user.
    public var onSearch: ((String) -> Void)?
    /// Whether ctrl+f (`findShortcut`) anywhere in the window focuses this field when no focused
    /// component used the key. Off by default: the app says which field is its search.
    public var answersFindShortcut = false
    /// When `onSearch` is due, or nil.
    public private(set) var searchDeadline: Double?

    /// An empty search field showing `placeholder` (also its accessible name).
    public init(placeholder: String = "Search") {
        super.init(placeholder: placeholder)
    }

    /// The icon's box side, px.
    private var iconPx: Double { (style.fontSizePx * 1.15).rounded() }

    /// Room for the magnifier.
    open override var leadingInsetPx: Double { style.paddingPx + iconPx + style.paddingPx / 2 }
    /// Room for the clear button.
    open override var trailingInsetPx: Double { style.paddingPx + iconPx + style.paddingPx / 2 }

    /// The clear button's frame (field coordinates), shown while there is text.
    public var clearButtonFrame: Rect {
        let side = size.height
        return Rect(x: size.width - side, y: 0, width: side, height: side)
    }

    /// Starts the delay before `onSearch`.
    open override func userDidEdit(now: Double) {
        searchDeadline = now + Constants.searchDelayS
    }

    /// Empties the field as the user would (`onChange`, then `onSearch` after the delay).
    public func clear(now: Double) {
        guard !text.isEmpty else { return }
        editor.select(0..<editor.endOffset)
        if editor.replaceSelection(with: "") { textDidChange(now: now) }
    }

    /// Gives the field the keyboard focus, taking it from every other node of the window (ctrl+f
    /// calls it for a field that `answersFindShortcut`, or an app's own shortcut).
    public func focus(now: Double) {
        var root: any Component = self
        while let up = root.container { root = up }
        FocusChain.focus(self, among: [root], now: now)
    }

    /// Runs a due `onSearch`.
    open override func advance(to now: Double) {
        super.advance(to: now)
        if let due = searchDeadline, now >= due {
            searchDeadline = nil
            onSearch?(text)
        }
    }

    /// The caret's next blink or the search's delay, whichever comes first.
    open override func nextDeadline(now: Double) -> Double? {
        [super.nextDeadline(now: now), searchDeadline].compactMap { $0 }.min()
    }

    /// Escape clears a field that holds text (and is let go when it is empty, so a dialog closes);
    /// the rest as a text field.
    open override func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        if key.matches("Escape") {
            guard !text.isEmpty else { return false }
            clear(now: now)
            return true
        }
        return super.keyPressed(key, now: now)
    }

    /// A click on the clear button empties the field; elsewhere as a text field.
    @discardableResult
    open override func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .tap(let p, _, 1, _) = gesture, !text.isEmpty, clearButtonFrame.contains(p), isEnabled {
            _ = super.handle(gesture, now: now)
            clear(now: now)
            return true
        }
        return super.handle(gesture, now: now)
    }

    /// The field, the magnifier and (with text) the clear button's cross.
    open override func content(now: Double) -> [SceneNode] {
        var nodes = super.content(now: now)
        let icon = iconPx
        let y = ((size.height - icon) / 2).rounded()
        nodes.append(Icon.search.scene(in: Rect(x: style.paddingPx, y: y, width: icon, height: icon),
                                       color: style.secondaryText))
        if !text.isEmpty {
            let b = clearButtonFrame
            nodes.append(Icon.close.scene(in: Rect(x: b.midX - icon / 2, y: y, width: icon, height: icon),
                                          color: style.secondaryText))
        }
        return nodes
    }

    /// The field's node with, while there is text, a "Clear" button inside it.
    open override func semantics(now: Double) -> [SemanticsNode] {
        var nodes = super.semantics(now: now)
        if !text.isEmpty, !nodes.isEmpty {
            nodes[0].children.append(SemanticsNode(role: .button, name: "Clear", frame: clearButtonFrame,
                                                   actions: isEnabled ? [.activate] : [],
                                                   actionHandler: { [weak self] action, now in
                                                       guard let self, action == .activate, self.isEnabled else { return false }
                                                       self.clear(now: now)
                                                       return true
                                                   }))
        }
        return nodes
    }
}
