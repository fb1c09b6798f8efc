import FlickCore

/// A one-line text input (GTK's GtkEntry, UIKit's UITextField): a caret that blinks while it has
/// the focus, selection by mouse and keyboard, the clipboard, undo, a placeholder, a maximum
/// length and a password mode.
///
///     let name = TextField(placeholder: "Name")
///     name.onSubmit = { text in save(text) }
///
/// Keys that type text go to the field and are used; the keys it has no use for (Tab, Escape,
/// Up, Down, F-keys, shortcuts with ctrl such as ctrl+q) return false, so they reach the
/// containers. Text wider than the field scrolls sideways to keep the caret in view. The caret
/// and the selection sit at grapheme boundaries (a letter with combining marks, an emoji, a
/// right-to-left word shaped by the host's Pango; `ComponentHosting.layoutText(_:font:width:)`).
///
/// Its accessible name is the placeholder unless the app sets `name`; its text is published as
/// the state key `NAME.text`.
open class TextField: Control {
    /// The editable text, caret, selection and undo.
    var editor: TextEditor
    /// The text. Setting it puts the caret at the end and forgets undo; `onChange` is not called.
    public var text: String {
        get { editor.text }
        set {
            guard newValue != editor.text else { return }
            editor.setText(newValue)
            scrollToCaret()
            setNeedsDisplay()
        }
    }
    /// Shown in the secondary text colour while the field is empty; the accessible name by default.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// Called with the text after each change the user made (typing, deleting, pasting, undo).
    public var onChange: ((String) -> Void)?
    /// Called with the text when Return is pressed in the field.
    public var onSubmit: ((String) -> Void)?
    /// Shows a bullet for every character and refuses to copy or cut (a password).
    public var isPassword = false { didSet { if isPassword != oldValue { scrollToCaret(); setNeedsDisplay() } } }
    /// The most characters (graphemes) the field takes, or nil: typed or pasted text past it is cut
    /// at a grapheme.
    public var maximumLength: Int? {
        get { editor.maximumLength }
        set {
            editor.maximumLength = newValue.map { max(0, $0) }
            editor.applyMaximumLength()
            setNeedsDisplay()
        }
    }
    /// The caret's blinking.
    var blink = CaretBlink()
    /// How far the text is scrolled sideways, px (0: its start at the field's leading edge).
    public private(set) var scrollX: Double = 0
    /// The time of the last gesture, for text that arrives later (a paste from another program).
    var lastTime: Double = 0
    /// The selection last copied to the primary selection, so an unchanged one is not copied again.
    private var primaryRange: Range<Int>?
    /// The modifiers of the press being tracked (shift extends the selection).
    private var pressModifiers: Modifiers = []
    /// The last layout: its text, font and result.
    private var cachedLayout: (text: String, font: FontSpec, info: TextLayoutInfo)?

    /// An empty field showing `placeholder` (also its accessible name), holding `text`.
    public init(placeholder: String = "", text: String = "") {
        self.placeholder = placeholder
        editor = TextEditor(text: text, allowsNewlines: false)
        super.init(name: placeholder)
    }

    /// Restarts the caret's blinking when the focus arrives (at the next `advance(to:)`) and stops it
    /// when it leaves, and tells the host, which places an input method at the caret of a focused
    /// text input only.
    open override var isFocused: Bool {
        didSet {
            guard isFocused != oldValue else { return }
            blink.stop()
            needsBlinkStart = isFocused
            appliedEnvironment?.host?.textInputFocusChanged(self, isFocused: isFocused)
        }
    }

    /// Takes `environment` as any control does; a field focused before it had a host tells it now.
    open override func apply(_ environment: ComponentEnvironment) {
        let hadHost = appliedEnvironment?.host != nil
        super.apply(environment)
        if isFocused, !hadHost { environment.host?.textInputFocusChanged(self, isFocused: true) }
    }
    private var needsBlinkStart = false

    /// The selected text ("" when nothing is selected).
    public var selectedText: String { editor.selectedText }
    /// The selected range as UTF-8 offsets into `text` (empty at the caret when nothing is selected).
    public var selectedRange: Range<Int> { editor.selection }
    /// The caret, as a UTF-8 offset into `text`.
    public var caretOffset: Int { editor.caret }

    /// Selects `range` of UTF-8 offsets (snapped to graphemes; the caret at its end).
    public func select(_ range: Range<Int>) {
        editor.select(range)
        selectionDidChange()
    }

    // MARK: Geometry

    /// Space before the text, px (a search field's magnifier widens it).
    open var leadingInsetPx: Double { style.paddingPx }
    /// Space after the text, px (a search field's clear button widens it).
    open var trailingInsetPx: Double { style.paddingPx }
    /// Where the text shows, in the field's coordinates.
    public var textRect: Rect {
        Rect(x: leadingInsetPx, y: 0, width: max(0, size.width - leadingInsetPx - trailingInsetPx), height: size.height)
    }

    /// The font the text is drawn in.
    public var font: FontSpec { style.font() }

    /// What the field shows: the text, or a bullet per character in password mode.
    var displayText: String { isPassword ? String(repeating: "•", count: editor.text.count) : editor.text }

    /// The displayed text laid out on one line (the host's Pango, or an estimate).
    var layoutInfo: TextLayoutInfo {
        let shown = displayText, font = self.font
        if let cached = cachedLayout, cached.text == shown, cached.font == font { return cached.info }
        let info = appliedEnvironment?.host?.layoutText(shown, font: font, width: nil)
            ?? TextLayoutInfo.estimate(shown, font: font, width: nil)
        cachedLayout = (shown, font, info)
        return info
    }

    /// The offset into the displayed text of `offset` into `text` (they differ in password mode).
    func displayOffset(_ offset: Int) -> Int {
        guard isPassword else { return offset }
        return editor.text[..<editor.index(offset)].count * "•".utf8.count
    }

    /// The offset into `text` of `offset` into the displayed text.
    func textOffset(fromDisplay offset: Int) -> Int {
        guard isPassword else { return offset }
        let graphemes = offset / "•".utf8.count
        let text = editor.text
        let i = text.index(text.startIndex, offsetBy: graphemes, limitedBy: text.endIndex) ?? text.endIndex
        return editor.offset(i)
    }

    /// The line's top inside the field, px (the line centred).
    var lineTop: Double { ((size.height - lineHeight) / 2).rounded() }
    /// The line's height, px.
    var lineHeight: Double { layoutInfo.lines.first?.height ?? layoutInfo.size.height }

    /// The caret's x in the displayed text's layout, px.
    func caretX(_ offset: Int) -> Double { layoutInfo.caret(at: displayOffset(offset)).point.x }

    /// The offset into `text` a press at `p` (field coordinates) lands on.
    func offset(at p: Point) -> Int {
        let area = textRect
        let d = layoutInfo.offset(at: Point(p.x - area.minX + scrollX, lineHeight / 2))
        return textOffset(fromDisplay: d)
    }

    /// Scrolls sideways so the caret is inside the text area (and no further than the text needs).
    func scrollToCaret() {
        let width = textRect.width
        let x = caretX(editor.caret)
        var s = scrollX
        if x - s > width - Constants.caretWidthPx { s = x - width + Constants.caretWidthPx }
        if x < s { s = x }
        let maxScroll = max(0, layoutInfo.size.width + Constants.caretWidthPx - width)
        scrollX = min(max(0, s), maxScroll)
    }

    /// Keeps the caret in view at the new size.
    public override func didLayout() { scrollToCaret() }

    /// The whole width and the standard control height.
    open override func preferredSize(for width: Double) -> Size {
        Size(width.isFinite ? max(0, width) : 0, Constants.defaultControlHeightPx)
    }

    // MARK: Changes

    /// After an edit by the user at `now`: the caret back in view and shown, `onChange`, the
    /// primary selection, a redraw.
    func textDidChange(now: Double) {
        scrollToCaret()
        blink.restart(now: now)
        setNeedsDisplay()
        onChange?(editor.text)
        userDidEdit(now: now)
    }

    /// Called after every change of the text by the user; a search field starts its delay here.
    open func userDidEdit(now: Double) {}

    /// After the caret or the selection moved: in view, copied to the primary selection.
    func selectionDidChange() {
        scrollToCaret()
        setNeedsDisplay()
        let range = editor.selection
        if !range.isEmpty, range != primaryRange, !isPassword {
            primaryRange = range
            Clipboard.copy(editor.selectedText, selection: .primary)
        }
        if range.isEmpty { primaryRange = nil }
    }

    /// Inserts `text` in place of the selection as the user would (cut to the maximum length,
    /// newlines made spaces); `onChange` is called when the text changed.
    public func insert(_ text: String, now: Double) {
        if editor.replaceSelection(with: text) { textDidChange(now: now) }
    }

    // MARK: Timing

    /// Starts the caret's blinking when the focus arrived.
    open override func advance(to now: Double) {
        lastTime = now
        if needsBlinkStart {
            needsBlinkStart = false
            blink.restart(now: now)
        }
    }

    /// The caret's next change of phase while focused; nil once it stopped blinking.
    open override func nextDeadline(now: Double) -> Double? {
        isFocused && isEnabled ? blink.nextDeadline(now: now) : nil
    }

    // MARK: Drawing

    /// The field: its fill, the text (or the placeholder), the selection and the caret, clipped to
    /// the text area and scrolled sideways.
    open override func content(now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = [.fill(bounds, isEnabled ? style.controlFill : style.controlFill.withAlpha(0.5),
                                        cornerRadius: style.cornerRadiusPx)]
        let area = textRect
        guard area.width > 0 else { return nodes }
        var inner: [SceneNode] = []
        let top = lineTop, height = lineHeight
        if editor.text.isEmpty {
            if !placeholder.isEmpty {
                inner.append(.text(TextNode(placeholder, frame: Rect(x: 0, y: 0, width: area.width, height: size.height),
                                            font: font, color: style.secondaryText)))
            }
        } else {
            let info = layoutInfo
            if editor.hasSelection {
                let a = caretX(editor.selection.lowerBound), b = caretX(editor.selection.upperBound)
                inner.append(.fill(Rect(x: min(a, b) - scrollX, y: top, width: abs(b - a), height: height),
                                   isFocused ? style.selection : style.selection.withAlpha(style.selection.alpha * 0.5)))
            }
            let width = max(area.width, info.size.width + 2 * Constants.caretWidthPx)
            inner.append(.text(TextNode(displayText, frame: Rect(x: -scrollX, y: top, width: width, height: height),
                                        font: font, color: isEnabled ? style.text : style.disabledText,
                                        maxLines: 0, centeredVertically: false)))
        }
        if isFocused, isEnabled, blink.isShown(now: now) {
            let x = editor.text.isEmpty ? 0 : caretX(editor.caret) - scrollX
            inner.append(.fill(Rect(x: x, y: top, width: Constants.caretWidthPx, height: height), style.text))
        }
        nodes.append(.group(GroupNode([.translated(area.minX, 0, inner)], clip: area)))
        return nodes
    }

    // MARK: Semantics and state

    /// An entry, or a password text in password mode.
    open override var semanticsRole: SemanticsRole { isPassword ? .passwordText : .entry }

    /// The field's node with its text, caret and selection, taking text edits (`fieldSemantics(now:)`).
    open override func semantics(now: Double) -> [SemanticsNode] { fieldSemantics(now: now) }

    /// `NAME.text` (`fieldState`).
    open override var state: [String: String] { fieldState }

    // MARK: Input

    /// A field is a focus stop while enabled.
    open override var acceptsFocus: Bool { isEnabled }

    /// A left press places the caret (shift: extends the selection), a double click selects a
    /// word and a triple click everything; a drag selects; a middle click pastes the primary
    /// selection where it lands. Other gestures as every control.
    @discardableResult
    open override func handle(_ gesture: Gesture, now: Double) -> Bool {
        lastTime = now
        switch gesture {
        case .press(let p, let button, let modifiers):
            guard isEnabled, Rect(size: size).contains(p) else { return false }
            if button == 2 {
                editor.moveCaret(to: offset(at: p), extending: false)
                pastePrimary(now: now)
                return true
            }
            pressModifiers = modifiers
            return super.handle(gesture, now: now)
        case .tap(let p, let count, let button, _):
            if button == 2 { return isEnabled && Rect(size: size).contains(p) }
            let used = super.handle(gesture, now: now)
            if used, button == 1, isEnabled {
                if count == 2 {
                    editor.select(editor.word(at: offset(at: p)))
                    selectionDidChange()
                } else if count >= 3 {
                    editor.select(0..<editor.endOffset)
                    selectionDidChange()
                }
            }
            return used
        default:
            return super.handle(gesture, now: now)
        }
    }

    /// Places the caret under the press (extending the selection with shift).
    open override func pressBegan(at p: Point, now: Double) {
        editor.moveCaret(to: offset(at: p), extending: pressModifiers.contains(.shift))
        blink.restart(now: now)
        selectionDidChange()
    }

    /// A click does nothing beyond the press (the caret is placed).
    open override func clicked(at p: Point, now: Double) {}

    /// A drag that starts on the field selects text.
    open override func handlesDrag(startingAt p: Point) -> Bool { isEnabled }

    /// The selection follows the drag.
    open override func dragMoved(_ info: PanInfo, now: Double) {
        editor.moveCaret(to: offset(at: info.location), extending: true)
        blink.restart(now: now)
        selectionDidChange()
    }

    /// The selection ends where the drag ended.
    open override func dragEnded(_ info: PanInfo, now: Double) { dragMoved(info, now: now) }

    /// The field's keys (`TextKeyCommand`): typing, caret moves, deletion, the clipboard, undo and
    /// Return (`onSubmit`); false for the keys it has no use for.
    open override func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        guard let command = TextKeyCommand(key) else { return false }
        return perform(command, now: now)
    }

    /// Carries out `command` at `now`; false when the field has no use for it (Up, Down, the page keys).
    func perform(_ command: TextKeyCommand, now: Double) -> Bool {
        if case .move(let move, _) = command, [.lineUp, .lineDown, .pageUp, .pageDown].contains(move) { return false }
        blink.restart(now: now)
        switch command {
        case .move(let move, let extending):
            guard let target = target(of: move, extending: extending) else { return false }
            editor.moveCaret(to: target, extending: extending)
            selectionDidChange()
        case .deleteBackward(let byWord):
            if !editor.hasSelection {
                let from = byWord ? editor.previousWordStart(before: editor.caret) : editor.previousGrapheme(before: editor.caret)
                editor.moveCaret(to: from, extending: true)
            }
            if editor.replaceSelection(with: "") { textDidChange(now: now) }
        case .deleteForward(let byWord):
            if !editor.hasSelection {
                let to = byWord ? editor.nextWordEnd(after: editor.caret) : editor.nextGrapheme(after: editor.caret)
                editor.moveCaret(to: to, extending: true)
            }
            if editor.replaceSelection(with: "") { textDidChange(now: now) }
        case .selectAll:
            editor.select(0..<editor.endOffset)
            selectionDidChange()
        case .copy:
            copySelection()
        case .cut:
            guard !isPassword else { return true }
            copySelection()
            if editor.replaceSelection(with: "") { textDidChange(now: now) }
        case .paste:
            paste(from: .clipboard)
        case .undo:
            if editor.undo() { textDidChange(now: now) }
        case .redo:
            if editor.redo() { textDidChange(now: now) }
        case .newline:
            onSubmit?(editor.text)
        case .insert(let typed):
            if editor.replaceSelection(with: typed, typing: true) { textDidChange(now: now) }
        }
        return true
    }

    /// Where a caret move lands; nil for the moves a one-line field has no use for.
    func target(of move: TextKeyCommand.Move, extending: Bool) -> Int? {
        let sel = editor.selection
        switch move {
        case .leftGrapheme, .rightGrapheme:
            let rightward = move == .rightGrapheme
            guard !editor.hasSelection || extending else { return rightward ? sel.upperBound : sel.lowerBound }
            return visualNeighbour(of: editor.caret, rightward: rightward)
        case .previousWord: return isPassword ? 0 : editor.previousWordStart(before: editor.caret)
        case .nextWord: return isPassword ? editor.endOffset : editor.nextWordEnd(after: editor.caret)
        case .lineStart, .textStart: return 0
        case .lineEnd, .textEnd: return editor.endOffset
        case .lineUp, .lineDown, .pageUp, .pageDown: return nil
        }
    }

    /// The caret position one grapheme to the right or left of `offset` on screen, as the host's
    /// Pango orders the displayed text (in right-to-left text Left goes forward); in logical order
    /// where the host lays out no text, and in password mode (bullets run left to right).
    func visualNeighbour(of offset: Int, rightward: Bool) -> Int {
        if !isPassword, let host = appliedEnvironment?.host,
           let moved = host.caretMovedVisually(in: editor.text, font: font, width: nil, from: offset, rightward: rightward) {
            return moved
        }
        return rightward ? editor.nextGrapheme(after: offset) : editor.previousGrapheme(before: offset)
    }

    /// Copies the selection to the clipboard (never a password).
    func copySelection() {
        guard !isPassword, editor.hasSelection else { return }
        Clipboard.copy(editor.selectedText)
    }

    /// Pastes `selection`'s text at the caret when it arrives (at once from Flick's own
    /// clipboard, later from another program's).
    func paste(from selection: ClipboardSelection) {
        Clipboard.read(selection: selection) { [weak self] pasted in
            guard let self, let pasted, !pasted.isEmpty else { return }
            self.insert(pasted, now: self.lastTime)
            self.appliedEnvironment?.host?.setNeedsDisplay()
        }
    }

    /// A middle click: the primary selection's text at the caret.
    private func pastePrimary(now: Double) {
        blink.restart(now: now)
        setNeedsDisplay()
        paste(from: .primary)
    }
}
