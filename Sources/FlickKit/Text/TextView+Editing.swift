import FlickCore

extension TextView {
    /// Carries out `command` at `now`; false for what the view has no use for (typing into a
    /// read-only view, Home and End without shift in a read-only view scroll instead).
    func perform(_ command: TextKeyCommand, now: Double) -> Bool {
        blink.restart(now: now)
        switch command {
        case .move(let move, let extending):
            if !isEditable && !extending { return scroll(for: move, now: now) }
            editor.moveCaret(to: target(of: move), extending: extending)
            selectionDidChange()
        case .selectAll:
            editor.select(0..<editor.endOffset)
            selectionDidChange(scrolling: false)
        case .copy:
            if editor.hasSelection { Clipboard.copy(editor.selectedText) }
        case .cut:
            guard isEditable else { return false }
            if editor.hasSelection { Clipboard.copy(editor.selectedText) }
            edit { $0.replaceSelection(with: "") }
        case .paste:
            guard isEditable else { return false }
            paste(from: .clipboard)
        case .undo:
            guard isEditable else { return false }
            edit { $0.undo() }
        case .redo:
            guard isEditable else { return false }
            edit { $0.redo() }
        case .newline:
            guard isEditable else { return false }
            edit { $0.replaceSelection(with: "\n") }
        case .insert(let typed):
            guard isEditable else { return false }
            edit { $0.replaceSelection(with: typed, typing: true) }
        case .deleteBackward(let byWord):
            guard isEditable else { return false }
            if !editor.hasSelection {
                editor.moveCaret(to: byWord ? editor.previousWordStart(before: editor.caret)
                                 : editor.previousGrapheme(before: editor.caret), extending: true)
            }
            edit { $0.replaceSelection(with: "") }
        case .deleteForward(let byWord):
            guard isEditable else { return false }
            if !editor.hasSelection {
                editor.moveCaret(to: byWord ? editor.nextWordEnd(after: editor.caret)
                                 : editor.nextGrapheme(after: editor.caret), extending: true)
            }
            edit { $0.replaceSelection(with: "") }
        }
        return true
    }

    /// The caret position one grapheme to the right or left of `offset` on screen within its block,
    /// as the host's Pango orders the block's text (in a right-to-left run Left goes forward). Past
    /// the block's visual end it goes on into the next block from the block's logical end and into
    /// the previous one from its start (in a right-to-left paragraph Left at its left end reaches
    /// the next line, as in GTK); where the host lays out no text, the logical neighbour.
    func visualNeighbour(of offset: Int, rightward: Bool) -> Int {
        let i = blockIndex(containing: offset)
        let block = blocks[i].range
        let local = offset - block.lowerBound
        guard let host = appliedEnvironment?.host,
              let moved = host.caretMovedVisually(in: layOut(i).text, font: font, width: columnWidth, from: local,
                                                  rightward: rightward) else {
            return rightward ? editor.nextGrapheme(after: offset) : editor.previousGrapheme(before: offset)
        }
        if moved != local { return block.lowerBound + moved }
        let atEnd = local == block.count && (local != 0 || rightward)
        return atEnd ? editor.nextGrapheme(after: offset) : editor.previousGrapheme(before: offset)
    }

    /// Where a caret move lands.
    func target(of move: TextKeyCommand.Move) -> Int {
        let caret = editor.caret
        switch move {
        case .leftGrapheme, .rightGrapheme: return visualNeighbour(of: caret, rightward: move == .rightGrapheme)
        case .previousWord: return editor.previousWordStart(before: caret)
        case .nextWord: return editor.nextWordEnd(after: caret)
        case .lineStart, .lineEnd:
            let i = blockIndex(containing: caret)
            let info = layOut(i).info
            let line = info.lines[info.lineIndex(of: caret - blocks[i].range.lowerBound)]
            return blocks[i].range.lowerBound + (move == .lineStart ? line.range.lowerBound
                : (line.offsets.last ?? line.range.upperBound))
        case .textStart: return 0
        case .textEnd: return editor.endOffset
        case .lineUp: return offset(movingLines: -1, from: caret)
        case .lineDown: return offset(movingLines: 1, from: caret)
        case .pageUp, .pageDown:
            let lines = max(1, Int((size.height / lineHeight()).rounded(.down)) - 1)
            return offset(movingLines: move == .pageUp ? -lines : lines, from: caret)
        }
    }

    /// A read-only view's arrows and page keys scroll; false for Left and Right (nothing to do).
    private func scroll(for move: TextKeyCommand.Move, now: Double) -> Bool {
        let page = max(Constants.scrollNotchPx, size.height - 2 * lineHeight())
        let target: Double
        switch move {
        case .lineUp: target = scroller.target - Constants.scrollNotchPx
        case .lineDown: target = scroller.target + Constants.scrollNotchPx
        case .pageUp: target = scroller.target - page
        case .pageDown: target = scroller.target + page
        case .lineStart, .textStart: target = 0
        case .lineEnd, .textEnd: target = scroller.maxOffset
        case .leftGrapheme, .rightGrapheme, .previousWord, .nextWord: return false
        }
        scroller.scroll(to: target, animated: true, now: now)
        return true
    }

    /// Runs `change` on the editor; when the text changed: the blocks it touched cut again, the
    /// caret in view, `onChange`.
    func edit(_ change: (inout TextEditor) -> Bool) {
        guard change(&editor) else { return }
        blocksDidChange()
        selectionDidChange()
        setNeedsDisplay()
        onChange?(editor.text)
    }

    /// After the caret or the selection moved: in view (unless `scrolling` is false), copied to
    /// the primary selection, redrawn.
    func selectionDidChange(scrolling: Bool = true) {
        if scrolling { scrollToCaret(now: lastTime) }
        setNeedsDisplay()
        let range = editor.selection
        if !range.isEmpty, range != primaryRangeCopied {
            primaryRangeCopied = range
            Clipboard.copy(editor.selectedText, selection: .primary)
        }
        if range.isEmpty { primaryRangeCopied = nil }
    }

    /// Pastes `selection`'s text at the caret when it arrives.
    func paste(from selection: ClipboardSelection) {
        Clipboard.read(selection: selection) { [weak self] pasted in
            guard let self, let pasted, !pasted.isEmpty, self.isEditable else { return }
            self.edit { $0.replaceSelection(with: pasted) }
            self.appliedEnvironment?.host?.setNeedsDisplay()
        }
    }

    /// The view's node: a text view with its text, caret and selection, taking the edits of
    /// `SemanticsTextEdit` (those that change the text only while editable).
    func viewSemantics(now: Double) -> [SemanticsNode] {
        var node = SemanticsNode(role: .textView, name: name, description: tooltip, tooltip: isEnabled ? tooltip : nil,
                                 states: baseSemanticsStates, frame: Rect(size: size))
        let text = editor.text, sel = editor.selection
        node.text = SemanticsText(text, caretOffset: text.scalarOffset(ofUTF8: editor.caret),
                                  selection: sel.isEmpty ? nil
                                    : text.scalarOffset(ofUTF8: sel.lowerBound)..<text.scalarOffset(ofUTF8: sel.upperBound),
                                  isEditable: isEditable && isEnabled)
        if isFocused, isEditable, isEnabled {
            let c = caretFrame(of: editor.caret)
            node.text?.caretRect = Rect(x: columnX + c.x, y: verticalPaddingPx + c.y - scroller.offset(now: now),
                                        width: Constants.caretWidthPx, height: c.height)
        }
        node.textEditHandler = { [weak self] edit, now in
            guard let self, self.isEnabled else { return false }
            return self.apply(edit, now: now)
        }
        return [node]
    }

    /// Carries out `edit` (offsets in Unicode scalars).
    func apply(_ edit: SemanticsTextEdit, now: Double) -> Bool {
        let text = editor.text
        func range(_ r: Range<Int>) -> Range<Int> {
            let lo = text.utf8Offset(ofScalar: r.lowerBound)
            return lo..<max(lo, text.utf8Offset(ofScalar: r.upperBound))
        }
        lastTime = now
        switch edit {
        case .setCaret(let at):
            editor.moveCaret(to: text.utf8Offset(ofScalar: at), extending: false)
            selectionDidChange()
        case .select(let r):
            editor.select(range(r))
            selectionDidChange()
        case .copy(let r):
            Clipboard.copy(editor.substring(range(r)))
        case .setContent, .insert, .delete, .cut, .paste:
            guard isEditable else { return false }
            switch edit {
            case .setContent(let content): self.edit { $0.replace(0..<$0.endOffset, with: content) }
            case .insert(let s, let at):
                let o = text.utf8Offset(ofScalar: at)
                self.edit { $0.replace(o..<o, with: s) }
            case .delete(let r): self.edit { $0.replace(range(r), with: "") }
            case .cut(let r):
                Clipboard.copy(editor.substring(range(r)))
                self.edit { $0.replace(range(r), with: "") }
            case .paste(let at):
                editor.moveCaret(to: text.utf8Offset(ofScalar: at), extending: false)
                paste(from: .clipboard)
            default: break
            }
        }
        return true
    }
}
