import FlickCore

extension TextField {
    /// The field's node: its name (the placeholder unless the app named it), its text with the
    /// caret and the selection (a password's bullets), and the edits assistive technology or a
    /// test may make (`SemanticsTextEdit`).
    func fieldSemantics(now: Double) -> [SemanticsNode] {
        var node = SemanticsNode(role: semanticsRole, name: name, description: tooltip,
                                 tooltip: isEnabled ? tooltip : nil, states: baseSemanticsStates,
                                 frame: Rect(size: size))
        node.relations = baseSemanticsRelations
        let shown = displayText
        let caret = shown.scalarOffset(ofUTF8: displayOffset(editor.caret))
        let sel = editor.selection
        let selection = sel.isEmpty ? nil
            : shown.scalarOffset(ofUTF8: displayOffset(sel.lowerBound))..<shown.scalarOffset(ofUTF8: displayOffset(sel.upperBound))
        node.text = SemanticsText(shown, caretOffset: caret, selection: selection, isEditable: isEnabled)
        if isFocused, isEnabled { node.text?.caretRect = caretRect }
        node.textEditHandler = { [weak self] edit, now in
            guard let self, self.isEnabled else { return false }
            return self.apply(edit, now: now)
        }
        return [node]
    }

    /// The caret's rectangle in the field's coordinates (scrolled as drawn, kept inside the text area).
    var caretRect: Rect {
        let area = textRect
        let x = editor.text.isEmpty ? 0 : caretX(editor.caret) - scrollX
        return Rect(x: area.minX + min(max(0, x), area.width), y: lineTop, width: Constants.caretWidthPx, height: lineHeight)
    }

    /// Carries out `edit` (offsets in Unicode scalars of the displayed text) as the user's own.
    func apply(_ edit: SemanticsTextEdit, now: Double) -> Bool {
        let shown = displayText
        func offset(_ scalar: Int) -> Int { textOffset(fromDisplay: shown.utf8Offset(ofScalar: scalar)) }
        func range(_ r: Range<Int>) -> Range<Int> { offset(r.lowerBound)..<max(offset(r.lowerBound), offset(r.upperBound)) }
        lastTime = now
        switch edit {
        case .setContent(let content):
            if editor.replace(0..<editor.endOffset, with: content) { textDidChange(now: now) }
        case .insert(let inserted, let at):
            let o = offset(at)
            if editor.replace(o..<o, with: inserted) { textDidChange(now: now) }
        case .delete(let r):
            if editor.replace(range(r), with: "") { textDidChange(now: now) }
        case .setCaret(let at):
            editor.moveCaret(to: offset(at), extending: false)
            selectionDidChange()
        case .select(let r):
            editor.select(range(r))
            selectionDidChange()
        case .copy(let r):
            guard !isPassword else { return false }
            Clipboard.copy(editor.substring(range(r)))
        case .cut(let r):
            guard !isPassword else { return false }
            Clipboard.copy(editor.substring(range(r)))
            if editor.replace(range(r), with: "") { textDidChange(now: now) }
        case .paste(let at):
            editor.moveCaret(to: offset(at), extending: false)
            paste(from: .clipboard)
        }
        return true
    }

    /// `NAME.text`: the field's text under its accessible name (a password's bullets); nothing
    /// while the field has no name.
    var fieldState: [String: String] {
        name.isEmpty ? [:] : ["\(name).text": displayText]
    }
}
