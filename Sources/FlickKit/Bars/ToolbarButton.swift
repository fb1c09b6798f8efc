import FlickCore

/// A toolbar button: a path-drawn icon above a short text label (the icon alone in a compact bar),
/// and an action run on a click.
public struct ToolbarButton {
    /// Identifies the button (e.g. "next").
    public var id: String
    /// The short label under the icon.
    public var title: String
    /// The icon above the label (`.none`: the label alone, centred).
    public var icon: Icon
    /// A disabled button is dimmed and ignores clicks.
    public var isEnabled: Bool
    /// Run on a click with the gesture's time (seconds).
    public var action: (_ now: Double) -> Void
    /// The tooltip shown when the pointer rests on the button (nil: the title).
    public var tooltip: String?

    /// Icon box height as a fraction of the button's height, and its top.
    static let iconHeightFraction = 0.3
    static let iconTopFraction = 0.16
    /// Label box from/to fractions of the height (its font is `Constants.barLabelFontPx`).
    static let labelTopFraction = 0.52
    static let labelBottomFraction = 0.92
    /// A button lower than this shows its icon alone, centred (compact bar), px; the icon then
    /// takes `compactIconFraction` of the height.
    static let labelMinHeightPx: Double = 40
    static let compactIconFraction = 0.5

    /// A button identified by `id`, labelled `title` under `icon`, running `action` on a click;
    /// `tooltip` (default: the title) is shown when the pointer rests on it.
    public init(id: String, title: String, icon: Icon = .none, isEnabled: Bool = true,
                tooltip: String? = nil, action: @escaping (_ now: Double) -> Void) {
        self.id = id; self.title = title; self.icon = icon; self.isEnabled = isEnabled; self.action = action
        self.tooltip = tooltip
    }

    /// The button drawn in `frame` in `palette`'s colours (highlighted while pressed); `tint`
    /// (nil: the palette's text colour) colours its icon and label.
    public func scene(in frame: Rect, highlighted: Bool, tint: Color? = nil, palette: Palette = .dark) -> SceneNode {
        guard frame.width > 0, frame.height > 0 else { return .empty }
        let tint = tint ?? palette.text
        let color = isEnabled ? tint : tint.withAlpha(0.35)
        var nodes: [SceneNode] = []
        if highlighted {
            nodes.append(.fill(frame.insetBy(dx: 2, dy: 3), palette.pressedFill, cornerRadius: Constants.controlCornerPx))
        }
        let h = frame.height
        let hasIcon = icon != .none
        if h < ToolbarButton.labelMinHeightPx && hasIcon {
            let side = h * ToolbarButton.compactIconFraction
            let box = Rect(x: frame.minX, y: frame.midY - side / 2, width: frame.width, height: side)
            nodes.append(icon.scene(in: box, color: color))
            return .stack(nodes)
        }
        let iconBox = Rect(x: frame.minX, y: frame.minY + h * ToolbarButton.iconTopFraction,
                           width: frame.width, height: h * ToolbarButton.iconHeightFraction)
        if hasIcon { nodes.append(icon.scene(in: iconBox, color: color)) }
        let labelTop = hasIcon ? frame.minY + h * ToolbarButton.labelTopFraction : frame.minY
        let labelBottom = hasIcon ? frame.minY + h * ToolbarButton.labelBottomFraction : frame.maxY
        let font = FontSpec(family: Constants.fontFamily, size: Constants.barLabelFontPx)
        nodes.append(.text(TextNode(title, frame: Rect(x: frame.minX, y: labelTop, width: frame.width,
                                                      height: max(0, labelBottom - labelTop)),
                                    font: font, color: color, alignment: .center)))
        return .stack(nodes)
    }
}
