import FlickCore

/// Static text in a frame (Pango lays it out: alignment, wrapping up to `maxLines`, ellipsis).
/// Takes no input and no focus.
public final class Label: Control {
    /// How a label's text stands out: its weight, colour and size.
    public enum Emphasis: Sendable {
        /// Body text in the text colour.
        case body
        /// Bold body text in the text colour.
        case bold
        /// Body text in the secondary text colour.
        case secondary
        /// A section header: small, bold, in sentence case, in the secondary text colour.
        case header
    }

    /// The text shown (empty: nothing is drawn).
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// How the text stands out (body, bold, secondary, header).
    public var emphasis: Emphasis { didSet { if emphasis != oldValue { setNeedsDisplay() } } }
    /// Horizontal alignment of the text in the frame.
    public var alignment: TextNode.Alignment { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// Lines the text may wrap onto before it is ellipsized; a one-line label is centred vertically.
    public var maxLines: Int { didSet { if maxLines != oldValue { setNeedsDisplay() } } }
    /// Overrides the style's colour for this label.
    public var color: Color? { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Overrides the font size, px (a title).
    public var fontSizePx: Double? { didSet { if fontSizePx != oldValue { setNeedsDisplay() } } }

    /// A label showing `text` with `emphasis`, `alignment` and up to `maxLines` lines, placed at `frame`.
    public init(_ text: String, emphasis: Emphasis = .body, alignment: TextNode.Alignment = .leading,
                maxLines: Int = 1, frame: Rect = .zero, style: ControlStyle? = nil) {
        self.text = text; self.emphasis = emphasis; self.alignment = alignment; self.maxLines = maxLines
        super.init(name: text, frame: frame, style: style)
    }

    /// Never: a label takes no focus.
    public override var acceptsFocus: Bool { false }

    /// Takes no input: every gesture passes to the parent.
    public override func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    /// The font and colour the label draws with.
    var font: FontSpec {
        var f: FontSpec
        switch emphasis {
        case .body, .secondary: f = style.font()
        case .bold: f = style.font(bold: true)
        case .header: f = style.headerFont
        }
        if let fontSizePx, fontSizePx.isFinite, fontSizePx > 0 { f.size = fontSizePx }
        return f
    }

    /// The whole width (text wraps in it), and `maxLines` lines of the label's font.
    public override func preferredSize(for width: Double) -> Size {
        let line = (font.size * Constants.labelLineHeightFactor).rounded(.up)
        return Size(width.isFinite ? max(0, width) : 0, line * Double(max(1, maxLines)))
    }

    var textColor: Color {
        if let color { return color }
        switch emphasis {
        case .body, .bold: return style.text
        case .secondary, .header: return style.secondaryText
        }
    }

    /// The text laid out in the label's bounds (a header in sentence case, as GNOME's are).
    public override func content(now: Double) -> [SceneNode] {
        guard !text.isEmpty else { return [] }
        return [.text(TextNode(text, frame: Rect(size: size), font: font, color: textColor,
                               alignment: alignment, maxLines: max(1, maxLines),
                               centeredVertically: maxLines <= 1))]
    }

    /// Static text: its words are its name.
    public override var semanticsRole: SemanticsRole { emphasis == .header ? .heading : .text }

    /// A text node with no actions, identified by `semanticsIdentifier` (a control it names
    /// points at it: `Control.labelledBy`).
    public override func semantics(now: Double) -> [SemanticsNode] {
        [SemanticsNode(role: semanticsRole, name: text, frame: Rect(size: size)).identified(as: semanticsIdentifier)]
    }

    /// The identifier of the label's node (what a control's `labelled-by` relation points at).
    public var semanticsIdentifier: String { SemanticsRelation.identifier("label", of: self) }
}
