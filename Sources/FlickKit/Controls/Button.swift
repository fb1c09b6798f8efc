import FlickCore

/// A push button: a title ("Open"), an icon (`Icon`) with or without its title, and an action run
/// on a click, or on Space/Return while focused. Highlights while pressed and hovered. The title
/// is the control's `name` even when only the icon shows ("Menu", "Settings"): a person hears the
/// word, never the drawing.
public final class Button: Control {
    /// The words on the button; also the control's `name`.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// The icon drawn on the button (`.none`: the title alone).
    public var icon: Icon { didSet { if icon != oldValue { setNeedsDisplay() } } }
    /// Whether the title is drawn (beside the icon); false draws the icon alone. A button without
    /// an icon always draws its title.
    public var showsTitle: Bool { didSet { if showsTitle != oldValue { setNeedsDisplay() } } }
    /// How the button looks: standard, prominent (the accent colour) or plain (no fill at rest).
    public var kind: ButtonKind { didSet { if kind != oldValue { setNeedsDisplay() } } }
    /// Title font size, px (nil: the style's body size); for an icon shown alone, the icon's side
    /// (nil: `Constants.barIconPx`).
    public var fontSizePx: Double? { didSet { if fontSizePx != oldValue { setNeedsDisplay() } } }
    /// Run with the click's time (seconds).
    public var action: (_ now: Double) -> Void
    /// Clicks so far (tests and demos read it).
    public private(set) var activationCount = 0

    /// A button titled `title` (with `icon` before the title, if given) that runs `action` with the
    /// click's time; `frame` places it in its parent (a `ControlGroup` or a bar may set it later),
    /// `style` gives its colours and fonts.
    public init(_ title: String, kind: ButtonKind = .standard, icon: Icon = .none, fontSizePx: Double? = nil,
                frame: Rect = .zero, style: ControlStyle? = nil,
                action: @escaping (_ now: Double) -> Void = { _ in }) {
        self.title = title; self.icon = icon; self.showsTitle = true; self.kind = kind
        self.fontSizePx = fontSizePx; self.action = action
        super.init(name: title, frame: frame, style: style)
    }

    /// A button showing `icon` alone, named `name` (a word a person would say: "Menu", "Settings"),
    /// running `action` with the click's time; `iconSizePx` is the icon's side (nil: `Constants.barIconPx`).
    public convenience init(icon: Icon, name: String, kind: ButtonKind = .plain, iconSizePx: Double? = nil,
                            frame: Rect = .zero, style: ControlStyle? = nil,
                            action: @escaping (_ now: Double) -> Void = { _ in }) {
        self.init(name, kind: kind, icon: icon, fontSizePx: iconSizePx, frame: frame, style: style, action: action)
        showsTitle = false
    }

    /// Counts the activation and runs `action` (a click, or Space/Return while focused).
    public override func activate(now: Double) {
        activationCount += 1
        action(now)
    }

    /// The title's estimated width (and the icon's with its gap) plus the style's padding on both
    /// sides (no wider than `width`), and a line of the title's font plus the padding: 32 px in the
    /// standard style. An icon alone is as wide as it is high.
    public override func preferredSize(for width: Double) -> Size {
        let fontSize = fontSizePx.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? style.fontSizePx
        if drawsIconAlone {
            let side = (iconSide + style.paddingPx).rounded(.up)
            return Size(min(side, width.isFinite ? max(0, width) : 0), side)
        }
        let iconPart = icon == .none ? 0 : Constants.inlineIconPx + Constants.inlineIconGapPx
        let text = Double(title.count) * fontSize * Constants.averageGlyphWidthFactor + iconPart
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

    /// Set by a bar too narrow for the words: the icon is drawn alone, the title stays the name.
    var isCompact = false { didSet { if isCompact != oldValue { setNeedsDisplay() } } }

    /// True when the button draws its icon without its title.
    var drawsIconAlone: Bool { icon != .none && (!showsTitle || isCompact) }

    /// The side of an icon drawn alone: `fontSizePx`, else `Constants.barIconPx`.
    var iconSide: Double { fontSizePx.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Constants.barIconPx }

    /// The fill for the button's kind and state (pressed, hovered, disabled) and the centred title,
    /// icon, or icon and title.
    public override func content(now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = []
        if let fill { nodes.append(.fill(bounds, isEnabled ? fill : fill.withAlpha(fill.alpha * 0.5), cornerRadius: style.cornerRadiusPx)) }
        let color = isEnabled ? (kind == .prominent ? style.onAccent : style.text) : style.disabledText
        if drawsIconAlone {
            let side = min(iconSide, size.width, size.height)
            nodes.append(icon.scene(in: bounds.centered(Size(side, side)), color: color))
            return nodes
        }
        var font = style.font(bold: kind == .prominent)
        if let fontSizePx, fontSizePx.isFinite, fontSizePx > 0 { font.size = fontSizePx }
        let pad = min(style.paddingPx, size.width / 4)
        var textFrame = bounds.insetBy(dx: pad, dy: 0)
        if icon != .none {
            // The icon and the words centred together; the words give way when the button is narrow.
            let side = Constants.inlineIconPx
            let words = Double(title.count) * font.size * Constants.averageGlyphWidthFactor
            let width = min(textFrame.width, side + Constants.inlineIconGapPx + words)
            let x = (bounds.midX - width / 2).rounded()
            nodes.append(icon.scene(in: Rect(x: x, y: bounds.midY - side / 2, width: side, height: side), color: color))
            let textX = x + side + Constants.inlineIconGapPx
            textFrame = Rect(x: textX, y: 0, width: max(0, textFrame.maxX - textX), height: size.height)
            nodes.append(.text(TextNode(title, frame: textFrame, font: font, color: color, alignment: .leading)))
            return nodes
        }
        nodes.append(.text(TextNode(title, frame: textFrame, font: font, color: color, alignment: .center)))
        return nodes
    }
}
