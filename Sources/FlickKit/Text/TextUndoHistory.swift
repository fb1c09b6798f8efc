import FlickCore

/// The undo and redo stacks of an editable text (ctrl+z, ctrl+shift+z), as GTK's: typing joins the
/// previous typing while it continues the same word at the caret, so one undo takes back a word;
/// a space, a paste, a deletion or a caret move starts a new step. At most
/// `Constants.textUndoStepLimit` steps are kept.
struct TextUndoHistory {
    private(set) var undoSteps: [TextEdit] = []
    private(set) var redoSteps: [TextEdit] = []
    /// The last typing step may take more typing (false after a caret move).
    private var typingOpen = false

    /// Records `edit`, joining it to the previous typing when it continues it; clears redo.
    mutating func record(_ edit: TextEdit) {
        redoSteps.removeAll()
        if edit.isTyping, typingOpen, var last = undoSteps.last, last.isTyping, edit.removed.isEmpty,
           last.offset + last.inserted.utf8.count == edit.offset,
           !(edit.inserted.first?.isWhitespace ?? false) {
            last.inserted += edit.inserted
            undoSteps[undoSteps.count - 1] = last
        } else {
            undoSteps.append(edit)
            if undoSteps.count > Constants.textUndoStepLimit { undoSteps.removeFirst() }
        }
        typingOpen = edit.isTyping
    }

    /// Ends the open typing step (the caret moved): the next typing is a step of its own.
    mutating func closeTyping() { typingOpen = false }

    /// The step to take back, moved to the redo stack; nil when there is none.
    mutating func popUndo() -> TextEdit? {
        guard let edit = undoSteps.popLast() else { return nil }
        redoSteps.append(edit)
        typingOpen = false
        return edit
    }

    /// The step to make again, moved back to the undo stack; nil when there is none.
    mutating func popRedo() -> TextEdit? {
        guard let edit = redoSteps.popLast() else { return nil }
        undoSteps.append(edit)
        typingOpen = false
        return edit
    }

    /// Forgets every step (the app replaced the text).
    mutating func clear() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        typingOpen = false
    }
}
