import FlickCore

/// Multi-line text (GtkTextView, UITextView): wrapped at words by the host's Pango in a readable
/// column (at most `Constants.contentMaxWidthPx` wide, centred), scrolling with `ScrollModel`
/// (the wheel, a touch or touchpad drag, the keys, the overlay scroll indicator), with selection
/// by mouse (drag, double click for a word, triple click for a paragraph) and keyboard (shift
/// with the arrows), and copy. Read-only by default; `isEditable` gives it the field's editing
/// keys, Return for a new line and Up, Down and the page keys by line.
///
///     let view = TextView(text: try String(contentsOfFile: path, encoding: .utf8))
///
/// Long text stays fast: the text is cut into blocks (paragraphs, long ones in pieces), and only
/// the blocks on screen and a viewport around them are laid out; the heights of the others are
/// estimated from their lengths and refined as they are laid out (the content under the top of
/// the viewport stays put when a block above it is measured). Only visible blocks are drawn.
open class TextView: Control {
    /// The text, caret, selection and undo.
    var editor: TextEditor
    /// The text. Setting it scrolls to the top, puts the caret at the start and forgets undo.
    public var text: String {
        get { editor.text }
        set {
            editor.setText(newValue)
            editor.moveCaret(to: 0, extending: false)
            rebuildBlocks()
            scroller.scroll(to: 0, animated: false, now: lastTime)
            setNeedsDisplay()
        }
    }
    /// Whether the user may change the text (typing, deleting, pasting, undo, Return).
    public var isEditable: Bool {
        didSet {
            guard isEditable != oldValue else { return }
            setNeedsDisplay()
            if isFocused { appliedEnvironment?.host?.textInputFocusChanged(self, isFocused: isEditable) }
        }
    }
    /// The selected text ("" when nothing is selected).
    public var selectedText: String { editor.selectedText }
    /// The selected range as UTF-8 offsets into `text`.
    public var selectedRange: Range<Int> { editor.selection }
    /// The caret, as a UTF-8 offset into `text`.
    public var caretOffset: Int { editor.caret }
    /// Called with the text after each change the user made (editable views only).
    public var onChange: ((String) -> Void)?

    /// The scrolling: touch and touchpad drags (a mouse drag selects), the wheel and keys.
    var scroller = ScrollModel(rubberBands: true, panSources: [.touch, .touchpad])
    /// The caret's blinking (editable views).
    var blink = CaretBlink()
    private var needsBlinkStart = false
    /// The blocks the text is cut into, in order.
    var blocks: [TextBlock] = []
    /// Each block's top in the content (px from the first block's top); one more: the total height.
    var tops: [Double] = [0]
    /// The blocks laid out, by index: their text and layout.
    var layouts: [Int: (text: String, info: TextLayoutInfo)] = [:]
    /// The column width the blocks were measured at.
    var measuredWidth: Double = 0
    /// The font's line height, px (measured once from the host, else estimated).
    var lineHeightPx: Double = 0
    /// The time of the last gesture or advance.
    var lastTime: Double = 0
    /// The selection last copied to the primary selection.
    var primaryRangeCopied: Range<Int>?
    private var pressModifiers: Modifiers = []
    /// Blocks laid out since `text` was set (tests read how little a long text costs).
    public internal(set) var blocksLaidOut = 0

    /// A view of `text`, read-only unless `isEditable`.
    public init(text: String = "", isEditable: Bool = false) {
        editor = TextEditor(text: text, allowsNewlines: true)
        self.isEditable = isEditable
        super.init(name: "")
        editor.moveCaret(to: 0, extending: false)
        rebuildBlocks()
    }

    /// Restarts the caret's blinking when the focus arrives, and tells the host, which places an
    /// input method at the caret of a focused text input only (an editable view is one).
    open override var isFocused: Bool {
        didSet {
            guard isFocused != oldValue else { return }
            blink.stop()
            needsBlinkStart = isFocused
            appliedEnvironment?.host?.textInputFocusChanged(self, isFocused: isFocused && isEditable)
        }
    }

    /// Takes `environment` as any control does; a view focused before it had a host tells it now.
    open override func apply(_ environment: ComponentEnvironment) {
        let hadHost = appliedEnvironment?.host != nil
        super.apply(environment)
        if isFocused, isEditable, !hadHost { environment.host?.textInputFocusChanged(self, isFocused: true) }
    }

    /// Selects `range` of UTF-8 offsets (snapped to graphemes).
    public func select(_ range: Range<Int>) {
        editor.select(range)
        selectionDidChange()
    }

    /// The whole width, and as tall as its container makes it (a view scrolls in any height):
    /// ten lines by default.
    open override func preferredSize(for width: Double) -> Size {
        Size(width.isFinite ? max(0, width) : 0, (style.fontSizePx * Constants.labelLineHeightFactor * 10).rounded())
    }

    /// The column's width, px.
    var columnWidth: Double { max(1, min(size.width - 2 * style.paddingPx, Constants.contentMaxWidthPx)) }
    /// The column's left edge, px.
    var columnX: Double { ((size.width - columnWidth) / 2).rounded() }
    /// The space above the first line and below the last, px.
    var verticalPaddingPx: Double { style.paddingPx }
    /// The font the text is drawn in.
    public var font: FontSpec { style.font() }

    /// Measures again at a new width (keeping the block at the top of the view at the top).
    open override func didLayout() {
        remeasureIfNeeded()
    }

    // MARK: Timing

    /// Moves the scrolling and starts the caret's blinking when the focus arrived.
    open override func advance(to now: Double) {
        lastTime = now
        scroller.advance(to: now)
        if needsBlinkStart {
            needsBlinkStart = false
            blink.restart(now: now)
        }
    }

    /// True while the content scrolls or the indicator fades.
    open override func isAnimating(now: Double) -> Bool { scroller.isAnimating(now: now) }

    /// The indicator's fade, and the caret's blink while an editable view has the focus.
    open override func nextDeadline(now: Double) -> Double? {
        let caret = isFocused && isEditable && isEnabled ? blink.nextDeadline(now: now) : nil
        return [scroller.nextDeadline(now: now), caret].compactMap { $0 }.min()
    }

    /// `textview.offset`: where the scrolling rests, whole px (larger is further down the text; a
    /// test waits on it after a scroll).
    open override var state: [String: String] {
        ["textview.offset": String(Int(scroller.target.rounded()))]
    }

    // MARK: Drawing

    /// The visible blocks (laid out now if they were not), the selection, the caret and the
    /// scroll indicator, clipped to the view.
    open override func content(now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        guard size.width > 0, size.height > 0 else { return [] }
        remeasureIfNeeded()
        let offset = scroller.offset(now: now)
        let visible = layOutVisible(offset: offset)
        var inner: [SceneNode] = []
        let sel = editor.selection
        let showCaret = isEditable && isFocused && isEnabled && blink.isShown(now: now)
        for i in visible {
            guard let laid = layouts[i] else { continue }
            let block = blocks[i]
            let y = verticalPaddingPx + tops[i] - offset
            if !sel.isEmpty, sel.overlaps(block.range.lowerBound..<(block.range.upperBound + 1)) {
                for line in laid.info.lines {
                    let lo = max(sel.lowerBound, block.range.lowerBound + line.range.lowerBound)
                    let hi = min(sel.upperBound, block.range.lowerBound + line.range.upperBound)
                    let reachesEnd = sel.upperBound > block.range.lowerBound + line.range.upperBound
                    guard lo < hi || (lo == hi && reachesEnd && lo >= block.range.lowerBound + line.range.lowerBound)
                    else { continue }
                    let a = line.x(at: lo - block.range.lowerBound)
                    let b = reachesEnd ? max(line.x(at: hi - block.range.lowerBound), line.xs.max() ?? 0) + 4
                        : line.x(at: hi - block.range.lowerBound)
                    inner.append(.fill(Rect(x: columnX + min(a, b), y: y + line.top, width: abs(b - a), height: line.height),
                                       isFocused ? style.selection : style.selection.withAlpha(style.selection.alpha * 0.5)))
                }
            }
            if !laid.text.isEmpty {
                inner.append(.text(TextNode(laid.text, frame: Rect(x: columnX, y: y, width: columnWidth,
                                                                    height: max(laid.info.size.height, block.height)),
                                            font: font, color: isEnabled ? style.text : style.disabledText,
                                            maxLines: 0, centeredVertically: false)))
            }
            if showCaret, block.range.contains(editor.caret) || block.range.upperBound == editor.caret {
                let c = laid.info.caret(at: editor.caret - block.range.lowerBound)
                inner.append(.fill(Rect(x: columnX + c.point.x, y: y + c.point.y, width: Constants.caretWidthPx,
                                        height: c.height), style.text))
            }
        }
        inner.append(scroller.indicatorScene(viewport: size, now: now, color: palette.scrollIndicator))
        return [.group(GroupNode(inner, clip: bounds))]
    }

    // MARK: Semantics

    /// A text view.
    open override var semanticsRole: SemanticsRole { .textView }

    /// Its node with the text, caret and selection (`viewSemantics(now:)`).
    open override func semantics(now: Double) -> [SemanticsNode] { viewSemantics(now: now) }

    // MARK: Input

    /// A view is a focus stop while enabled (its keys scroll and select).
    open override var acceptsFocus: Bool { isEnabled }

    /// Touch and touchpad drags scroll; a mouse drag selects; a press catches moving content and
    /// places the caret (shift extends); a double click selects a word, a triple click a
    /// paragraph; a middle click pastes the primary selection into an editable view.
    @discardableResult
    open override func handle(_ gesture: Gesture, now: Double) -> Bool {
        lastTime = now
        switch gesture {
        case .panBegin(let info):
            if Rect(size: size).contains(info.start), scroller.beginPan(info, now: now) {
                cancelPress()
                return true
            }
            return super.handle(gesture, now: now)
        case .panUpdate(let info):
            return scroller.updatePan(info) || super.handle(gesture, now: now)
        case .panEnd(let info):
            return scroller.endPan(info, now: now) || super.handle(gesture, now: now)
        case .cancel:
            let dragged = scroller.isDragging
            scroller.endUnfinishedDrag(now: now)
            return super.handle(gesture, now: now) || dragged
        case .press(let p, let button, let modifiers):
            guard isEnabled, Rect(size: size).contains(p) else { return false }
            scroller.press(now: now)
            if button == 2 {
                guard isEditable else { return true }
                editor.moveCaret(to: offset(at: p, now: now), extending: false)
                paste(from: .primary)
                return true
            }
            pressModifiers = modifiers
            return super.handle(gesture, now: now)
        case .tap(let p, let count, let button, _):
            if button == 2 { return isEnabled && Rect(size: size).contains(p) }
            let used = super.handle(gesture, now: now)
            if used, button == 1, isEnabled, count >= 2 {
                let o = offset(at: p, now: now)
                editor.select(count == 2 ? editor.word(at: o) : editor.paragraph(at: o))
                selectionDidChange()
            }
            return used
        default:
            return super.handle(gesture, now: now)
        }
    }

    /// Places the caret under the press (extending the selection with shift).
    open override func pressBegan(at p: Point, now: Double) {
        editor.moveCaret(to: offset(at: p, now: now), extending: pressModifiers.contains(.shift))
        blink.restart(now: now)
        selectionDidChange(scrolling: false)
    }

    /// A click does nothing beyond the press.
    open override func clicked(at p: Point, now: Double) {}

    /// A mouse drag selects (touch and touchpad drags scroll before they get here).
    open override func handlesDrag(startingAt p: Point) -> Bool { isEnabled }

    /// The selection follows the drag.
    open override func dragMoved(_ info: PanInfo, now: Double) {
        editor.moveCaret(to: offset(at: info.location, now: now), extending: true)
        selectionDidChange(scrolling: false)
    }

    /// The selection ends where the drag ended.
    open override func dragEnded(_ info: PanInfo, now: Double) { dragMoved(info, now: now) }

    /// A wheel turn scrolls `Constants.scrollNotchPx` per notch.
    open override func scrolled(by delta: Point, now: Double) -> Bool {
        guard scroller.maxOffset > 0, delta.y != 0 else { return false }
        scroller.scroll(to: scroller.target + delta.y * Constants.scrollNotchPx, animated: true, now: now)
        return true
    }

    /// The keys of `TextKeyCommand`: in an editable view as in a field, plus Return for a new line
    /// and Up, Down and the page keys by line; in a read-only view the arrows and page keys scroll,
    /// with shift they select, and ctrl+a and ctrl+c work. Unused keys return false.
    open override func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        guard let command = TextKeyCommand(key) else { return false }
        return perform(command, now: now)
    }
}
