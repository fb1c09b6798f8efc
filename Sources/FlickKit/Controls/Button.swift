import FlickCore

/// A push button: a title (any text, e.g. "Open" or a glyph such as "☰") and an action run
/// on a click, or on Space/Return while focused. Highlights while pressed and hovered.
public final class Button: Control {
    /// The text on the button (a word, or a glyph such as "☰"); also the control's `name`.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// How the button looks: standard, prominent (the accent colour) or plain (no fill at rest).
    public var kind: ButtonKind { didSet { if kind != oldValue { setNeedsDisplay() } } }
    /// Title font size, px (nil: the style's body size). Glyph buttons use a larger one.
    public var fontSizePx: Double? { didSet { if fontSizePx != oldValue { setNeedsDisplay() } } }
    /// Run with the click's time (seconds).
    public var action: (_ now: Double) -> Void
    /// Clicks so far (tests and demos read it).
    public private(set) var activationCount = 0

    /// A button titled `title` that runs `action` with the click's time; `frame` places it in
    /// its parent (a `ControlGroup` or a bar may set it later), `style` gives its colours and fonts.
    public init(_ title: String, kind: ButtonKind = .standard, fontSizePx: Double? = nil,
                frame: Rect = .zero, style: ControlStyle? = nil,
                action: @escaping (_ now: Double) -> Void = { _ in }) {
        self.title = title; self.kind = kind; self.fontSizePx = fontSizePx; self.action = action
        super.init(name: title, frame: frame, style: style)
    }

    /// Counts the activation and runs `action` (a click, or Space/Return while focused).
    public override func activate(now: Double) {
        activationCount += 1
        action(now)
    }

    /// The title's estimated width plus the style's padding on both sides (no wider than `width`),
    /// and a line of the title's font plus the padding: 32 px in the standard style.
    public override func preferredSize(for width: Double) -> Size {
        let fontSize = fontSizePx.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? style.fontSizePx
        let text = Double(title.count) * fontSize * Constants.averageGlyphWidthFactor
        let w = (text + 2 * style.paddingPx).rounded(.up)
        let h = (fontSize * Constants.buttonLineHeightFactor).rounded(.up) + style.paddingPx
        return Size(min(w, width.isFinite ? max(0, width) : 0), h)
    }

    var fill: Color? {
        let s = style
        switch kind {
        case .standard:
            return isPressed ? s.controlFillPressed : (isHovered ? s.controlFill.mixed(with: s.hoverFill.withAlpha(1), 0.06) : s.controlFill)
        case .prominent: return isPressed ? s.accentPressed : (isHovered ? s.accent.mixed(with: .white, 0.08) : s.accent)
        case .plain: return isPressed ? s.pressedFill : (isHovered ? s.hoverFill : nil)
        }
    }

    /// The fill for the button's kind and state (pressed, hovered, disabled) and the centred title.
    public override func content(at now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = []
        if let fill { nodes.append(.fill(bounds, isEnabled ? fill : fill.withAlpha(fill.alpha * 0.5), cornerRadius: style.cornerRadiusPx)) }
        let color = isEnabled ? (kind == .prominent ? style.onAccent : style.text) : style.disabledText
        var font = style.font(bold: kind == .prominent)
        if let fontSizePx, fontSizePx.isFinite, fontSizePx > 0 { font.size = fontSizePx }
        let pad = min(style.paddingPx, size.width / 4)
        nodes.append(.text(TextNode(title, frame: bounds.insetBy(dx: pad, dy: 0), font: font, color: color,
                                    alignment: .center)))
        return nodes
    }
}
