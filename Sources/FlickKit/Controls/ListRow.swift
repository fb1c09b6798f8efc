import FlickCore

/// A row of a list: a title, an optional subtitle under it, an optional detail text (a
/// value such as "44 px") and an optional accessory control at the trailing end (a switch,
/// slider, segmented control or button), or a chevron when the row leads somewhere.
///
/// A narrow row stacks its texts over a slider or segmented control given the row's whole width,
/// rather than squeezing the texts or the segments' labels (see `isStacked(width:)`).
///
/// A click on the row runs `action`; a row without an action but with a switch toggles the
/// switch. Gestures inside the accessory go to it. The row takes Tab focus when it has an
/// action (or is a `ListView`'s row); its accessory follows it in the Tab order.
public final class ListRow: Control {
    /// Default row height without a subtitle, px.
    public static let heightPx: Double = 48
    /// Default row height with a subtitle, px.
    public static let heightWithSubtitlePx: Double = 60
    /// Height of one more wrapped subtitle line, px.
    public static let subtitleLineHeightPx: Double = 17

    /// The height of a row whose subtitle wraps onto `subtitleLines` lines, px.
    public static func height(subtitleLines: Int) -> Double {
        heightWithSubtitlePx + Double(max(0, subtitleLines - 1)) * subtitleLineHeightPx
    }
    /// Accessory sizes by kind, px: widths as a fraction of the row, capped.
    static let sliderWidthFraction = 0.45
    static let sliderMaxWidthPx: Double = 360
    static let segmentsWidthFraction = 0.55
    static let segmentsMaxWidthPx: Double = 440
    static let segmentsHeightPx: Double = 30
    static let buttonWidthPx: Double = 120
    static let buttonHeightPx: Double = 32
    static let sliderHeightPx: Double = 28
    static let detailWidthPx: Double = 76
    static let chevronWidthPx: Double = 20
    /// A slider or segmented control goes under the texts when the texts beside it would get
    /// less than this width, px.
    static let stackBelowTextWidthPx: Double = 160
    /// A segmented control goes under the texts when a segment beside them would get less than
    /// this width, px.
    static let stackBelowSegmentWidthPx: Double = 96
    /// A stacked row: the gap between the texts and the accessory, and the room under it, px.
    static let stackGapPx: Double = 2
    static let stackBottomPx: Double = 10

    /// The row's title (also the control's `name`).
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// A second line under the title, in the secondary text colour (nil: none).
    public var subtitle: String? { didSet { if subtitle != oldValue { setNeedsDisplay() } } }
    /// A short value shown before the accessory (e.g. a slider's "44 px").
    public var detail: String? { didSet { if detail != oldValue { setNeedsDisplay() } } }
    /// The control at the trailing end (a switch, slider, segmented control or button; nil:
    /// none). The row places it and routes the gestures inside it to it.
    public var accessory: Control? { didSet { placeAccessory(); setNeedsDisplay() } }
    /// Forces the accessory's width, px (nil: by kind).
    public var accessoryWidthPx: Double? { didSet { placeAccessory() } }
    /// Drawn highlighted (the current item of a menu).
    public var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the row is a section heading: only its title, in the style's header font and the
    /// secondary text colour, with the heading role (`ListView` sets it for its heading rows).
    public var isHeading = false { didSet { if isHeading != oldValue { setNeedsDisplay() } } }
    /// Draws a chevron at the trailing end: the row leads somewhere.
    public var showsChevron = false { didSet { if showsChevron != oldValue { setNeedsDisplay() } } }
    /// Draws the hairline under the row.
    public var showsSeparator = true { didSet { if showsSeparator != oldValue { setNeedsDisplay() } } }
    /// Lines the subtitle may wrap onto (1: one line, ending in an ellipsis); give the row the
    /// height they need (`ListRow.height(subtitleLines:)`).
    public var subtitleMaxLines = 1 { didSet { if subtitleMaxLines != oldValue { setNeedsDisplay() } } }
    /// Run on a click on the row (outside the accessory), or Space/Return while the row is focused.
    public var action: ((_ now: Double) -> Void)?

    /// The accessory's frame in row coordinates.
    public private(set) var accessoryFrame: Rect = .zero
    /// Delivers gestures inside the accessory to it.
    private let router = ComponentRouter()

    /// A row titled `title`, with an optional `subtitle`, `detail` and `accessory`, running `action`
    /// on a click (nil: a click toggles a switch accessory, or does nothing).
    public init(_ title: String, subtitle: String? = nil, detail: String? = nil, accessory: Control? = nil,
                frame: Rect = .zero, style: ControlStyle? = nil, action: ((_ now: Double) -> Void)? = nil) {
        self.title = title; self.subtitle = subtitle; self.detail = detail
        self.accessory = accessory; self.action = action
        super.init(name: title, frame: frame, style: style)
        placeAccessory()
    }

    /// Set by `ListView` on its rows: a list's row takes the focus without an action of its own
    /// (the list activates it), unless it is a heading.
    var isListItem = false

    /// Tab stops on the row when it is enabled and has an action, or is a list view's row that is
    /// no heading.
    public override var acceptsFocus: Bool { isEnabled && (action != nil || (isListItem && !isHeading)) }

    /// The accessory, which follows the row in the Tab order.
    public override var subcontrols: [Control] { accessory.map { [$0] } ?? [] }

    /// The whole width, and the height for the subtitle's lines: `heightPx` without a subtitle,
    /// `height(subtitleLines:)` with one.
    /// A stacked row (`isStacked(width:)`) adds its accessory's height under the texts.
    public override func preferredSize(for width: Double) -> Size {
        let w = width.isFinite ? max(0, width) : 0
        guard isStacked(width: w), let a = accessory else { return Size(w, textHeight) }
        return Size(w, textHeight + ListRow.stackGapPx + stackedAccessorySize(a, width: w).height + ListRow.stackBottomPx)
    }

    /// The height of the title and subtitle: `heightPx` without a subtitle, `height(subtitleLines:)` with one.
    var textHeight: Double {
        subtitle == nil ? ListRow.heightPx : ListRow.height(subtitleLines: max(1, subtitleMaxLines))
    }

    /// The lines the subtitle takes in a row `width` px wide as `host` measures it (1 without a
    /// subtitle, or where the host cannot measure text).
    public func subtitleLineCount(width: Double, host: (any ComponentHosting)?) -> Int {
        guard let subtitle, !subtitle.isEmpty, let host else { return 1 }
        let font = style.smallFont
        guard let one = host.measureText("Ag", font: font, maxWidth: nil), one.height > 0,
              let all = host.measureText(subtitle, font: font, maxWidth: max(1, textWidth(rowWidth: width))) else { return 1 }
        return max(1, Int((all.height / one.height).rounded()))
    }

    /// The width left for the title and subtitle in a row `rowWidth` px wide: less the padding, and
    /// beside them the accessory (unless stacked), the chevron and the detail.
    func textWidth(rowWidth: Double) -> Double {
        let pad = style.paddingPx
        var trailing = rowWidth - pad
        if let a = accessory, !isStacked(width: rowWidth) { trailing -= accessorySize(a, width: rowWidth).width + 8 }
        if showsChevron { trailing -= ListRow.chevronWidthPx + 4 }
        if let detail, !detail.isEmpty { trailing -= min(ListRow.detailWidthPx, max(0, trailing - pad)) + 8 }
        return max(0, trailing - pad)
    }

    /// Whether a row `width` px wide puts its accessory (a slider or a segmented control) under its
    /// texts, across the row: when beside them (and beside the detail, such as a slider's
    /// "0.30 s") the texts would get less than `stackBelowTextWidthPx`, or a segment less than
    /// `stackBelowSegmentWidthPx`.
    public func isStacked(width: Double) -> Bool {
        guard let a = accessory, accessoryWidthPx == nil, a is Slider || a is SegmentedControl else { return false }
        let w = accessorySize(a, width: width).width
        var text = width - 2 * style.paddingPx - w - 8
        if let detail, !detail.isEmpty { text -= ListRow.detailWidthPx + 8 }
        if text < ListRow.stackBelowTextWidthPx { return true }
        if let segments = a as? SegmentedControl, !segments.segments.isEmpty {
            return w / Double(segments.segments.count) < ListRow.stackBelowSegmentWidthPx
                || segments.rowCount(forWidth: w) > 1
        }
        return false
    }

    /// The accessory's size under the texts of a stacked row `width` px wide: across the row, and
    /// a segmented control as many rows of segments high as its titles need there.
    func stackedAccessorySize(_ a: Control, width: Double) -> Size {
        let w = max(0, width - 2 * style.paddingPx)
        var h = accessorySize(a, width: width).height
        if let segments = a as? SegmentedControl { h *= Double(segments.rowCount(forWidth: w)) }
        return Size(w, h)
    }

    /// The accessory's size beside the texts of a row `width` px wide, by kind (or `accessoryWidthPx`).
    func accessorySize(_ a: Control, width: Double) -> Size {
        var w: Double, h: Double
        switch a {
        case is Switch: (w, h) = (Switch.preferredSize.width + 8, Switch.preferredSize.height + 8)
        case is Slider: (w, h) = (min(ListRow.sliderMaxWidthPx, width * ListRow.sliderWidthFraction), ListRow.sliderHeightPx)
        case is SegmentedControl: (w, h) = (min(ListRow.segmentsMaxWidthPx, width * ListRow.segmentsWidthFraction), ListRow.segmentsHeightPx)
        default: (w, h) = (ListRow.buttonWidthPx, ListRow.buttonHeightPx)
        }
        if let forced = accessoryWidthPx, forced.isFinite { w = max(0, forced) }
        return Size(min(w, max(0, width - 2 * style.paddingPx)), h)
    }

    /// Places the accessory for the new size.
    public override func didLayout() { placeAccessory() }

    /// Sizes and places the accessory: at the trailing end, vertically centred, or in a stacked
    /// row under the texts across the row.
    func placeAccessory() {
        guard let a = accessory else { accessoryFrame = .zero; return }
        let pad = style.paddingPx
        if isStacked(width: size.width) {
            let h = min(stackedAccessorySize(a, width: size.width).height, max(0, size.height - textHeight))
            accessoryFrame = Rect(x: pad, y: min(textHeight + ListRow.stackGapPx, size.height - h),
                                  width: max(0, size.width - 2 * pad), height: h)
        } else {
            let fit = accessorySize(a, width: size.width)
            let h = min(fit.height, size.height)
            accessoryFrame = Rect(x: size.width - pad - fit.width, y: (size.height - h) / 2, width: fit.width, height: h)
        }
        a.frame = accessoryFrame
    }

    /// Runs `action`; without one, toggles a switch accessory.
    public override func activate(now: Double) {
        if let action { action(now) } else if let s = accessory as? Switch, s.isEnabled { s.activate(now: now) }
    }

    /// Gestures inside the accessory go to it through the router (the whole press follows the
    /// accessory once it got the press down); the rest behave as on any control.
    public override func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard let a = accessory else { return super.handle(gesture, now: now) }
        let children = [RoutedChild(a, frame: accessoryFrame)]
        switch gesture {
        case .press(let p, let button, _):
            if button == 1, a.isEnabled, accessoryFrame.contains(p) { return router.route(gesture, in: children, now: now) }
            router.cancel(now: now)
            return super.handle(gesture, now: now)
        case .release, .tap, .panBegin, .panUpdate, .panEnd:
            guard router.pressTarget != nil else { return super.handle(gesture, now: now) }
            let used = router.route(gesture, in: children, now: now)
            // A pan the accessory does not claim ends its press; the row has nothing more to do with it.
            if case .panBegin = gesture, !used { router.cancel(now: now) }
            return used
        case .hover(let p):
            router.route(gesture, in: children, now: now)
            return super.handle(accessoryFrame.contains(p) ? .leave : gesture, now: now)
        case .leave:
            router.route(gesture, in: children, now: now)
            return super.handle(gesture, now: now)
        case .scroll:
            if router.route(gesture, in: children, now: now) { return true }
            return super.handle(gesture, now: now)
        case .cancel:
            let used = router.route(gesture, in: children, now: now)
            return super.handle(gesture, now: now) || used
        case .key, .longPress, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return super.handle(gesture, now: now)
        }
    }

    /// Claims a pan that starts on an accessory that claims it (a slider's knob, a switch).
    public override func handlesDrag(startingAt p: Point) -> Bool {
        guard let a = accessory, accessoryFrame.contains(p) else { return false }
        return a.handlesDrag(startingAt: p - accessoryFrame.origin)
    }

    /// Advances the accessory.
    public override func advance(to now: Double) { accessory?.advance(to: now) }

    /// True while the accessory moves.
    public override func isAnimating(now: Double) -> Bool { accessory?.isAnimating(now: now) ?? false }

    /// The row's focus ring has small rounded corners.
    public override var focusCornerRadius: Double { 4 }

    /// The focus ring lies inside the row, around its highlight: rows span their list's width,
    /// and a ring outside them would be cut off at the list's (a drawer's) edges.
    public override var focusRect: Rect {
        let outset = style.focusRingGapPx + style.focusRingWidthPx
        return Rect(size: size).insetBy(dx: min(outset, size.width / 2), dy: min(outset, size.height / 2))
    }

    /// The selection highlight, the texts, the chevron, the separator and the accessory.
    public override func content(now: Double) -> [SceneNode] {
        let s = style
        let bounds = Rect(size: size)
        if isHeading {
            let pad = s.paddingPx
            let f = Rect(x: pad, y: 0, width: max(0, size.width - 2 * pad), height: size.height)
            return [.text(TextNode(title, frame: f, font: s.headerFont, color: s.secondaryText))]
        }
        var nodes: [SceneNode] = []
        let highlight = bounds.insetBy(dx: 4, dy: 2)
        if isSelected { nodes.append(.fill(highlight, s.selection, cornerRadius: s.cornerRadiusPx)) }
        if isPressed {
            nodes.append(.fill(highlight, s.pressedFill, cornerRadius: s.cornerRadiusPx))
        } else if isHovered && (action != nil || accessory is Switch) {
            nodes.append(.fill(highlight, s.hoverFill, cornerRadius: s.cornerRadiusPx))
        }
        let pad = s.paddingPx
        let parts = textParts
        if let f = parts.chevron {
            let side = min(Constants.inlineIconPx, f.width, f.height)
            nodes.append(Icon.forward.scene(in: f.centered(Size(side, side)), color: s.secondaryText))
        }
        if let detail, let f = parts.detail {
            nodes.append(.text(TextNode(detail, frame: f, font: s.smallFont,
                                        color: isEnabled ? s.secondaryText : s.disabledText, alignment: .trailing)))
        }
        let titleColor = isEnabled ? s.text : s.disabledText
        nodes.append(.text(TextNode(title, frame: parts.title, font: s.font(bold: isSelected), color: titleColor)))
        if let subtitle, let f = parts.subtitle {
            nodes.append(.text(TextNode(subtitle, frame: f, font: s.smallFont, color: isEnabled ? s.secondaryText : s.disabledText,
                                        maxLines: max(1, subtitleMaxLines), centeredVertically: subtitleMaxLines <= 1)))
        }
        if let a = accessory {
            nodes.append(.translated(accessoryFrame.x, accessoryFrame.y, [a.scene(now: now)]))
        }
        if showsSeparator {
            nodes.append(.fill(Rect(x: pad, y: size.height - 1, width: max(0, size.width - 2 * pad), height: 1), s.separator))
        }
        return nodes
    }

    /// Where the row draws its title, its subtitle, its detail and its chevron (nil: not shown),
    /// beside the accessory, or above it in a stacked row.
    var textParts: (title: Rect, subtitle: Rect?, detail: Rect?, chevron: Rect?) {
        let pad = style.paddingPx
        // The texts' height: the row's, or in a stacked row the part above the accessory.
        let textH = isStacked(width: size.width) ? min(textHeight, size.height) : size.height
        var trailing = size.width - pad
        if accessory != nil && !isStacked(width: size.width) { trailing = accessoryFrame.minX - 8 }
        var chevron: Rect?, detailFrame: Rect?
        if showsChevron {
            let f = Rect(x: trailing - ListRow.chevronWidthPx, y: 0, width: ListRow.chevronWidthPx, height: textH)
            chevron = f
            trailing = f.minX - 4
        }
        if let detail, !detail.isEmpty {
            let w = min(ListRow.detailWidthPx, max(0, trailing - pad))
            let f = Rect(x: trailing - w, y: 0, width: w, height: textH)
            detailFrame = f
            trailing = f.minX - 8
        }
        let textWidth = max(0, trailing - pad)
        guard let subtitle, !subtitle.isEmpty else {
            return (Rect(x: pad, y: 0, width: textWidth, height: textH), nil, detailFrame, chevron)
        }
        if subtitleMaxLines > 1 {
            // A wrapping subtitle: the title on the first line, the subtitle's lines under it.
            let lineH = ListRow.heightWithSubtitlePx / 2 - 4
            return (Rect(x: pad, y: 6, width: textWidth, height: lineH),
                    Rect(x: pad, y: 6 + lineH, width: textWidth, height: max(0, textH - 10 - lineH)), detailFrame, chevron)
        }
        let lineH = textH / 2 - 4
        return (Rect(x: pad, y: 6, width: textWidth, height: lineH), Rect(x: pad, y: 6 + lineH, width: textWidth, height: lineH),
                detailFrame, chevron)
    }

    /// A list item, or a heading while `isHeading`.
    public override var semanticsRole: SemanticsRole { isHeading ? .heading : .listItem }

    /// The base node named by the title, described by the subtitle (or the tooltip), valued by the
    /// detail, `selected` while selected; it takes `activate` only when it has an action or a
    /// switch to toggle; its children are the accessory, then the subtitle and the detail as text
    /// where they are drawn.
    public override func semantics(now: Double) -> [SemanticsNode] {
        let parts = isHeading ? nil : textParts
        return super.semantics(now: now).map { node in
            var n = node
            n.name = title
            n.description = subtitle ?? tooltip
            n.value = detail
            if let parts {
                n.children += [(subtitle, parts.subtitle), (detail, parts.detail)].compactMap { text, frame in
                    guard let text, !text.isEmpty, let frame else { return nil }
                    return SemanticsNode(role: .text, name: text, frame: frame)
                }
            }
            if isSelected { n.states.insert(.selected) }
            if !(isEnabled && (action != nil || accessory is Switch)) {
                n.actions = []
            }
            return n
        }
    }
}
