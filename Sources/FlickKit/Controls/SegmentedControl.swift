import FlickCore

/// A row of mutually exclusive segments (e.g. "None | Center | Top bar"). A click selects a
/// segment; while focused, Left/Right (and Home/End) move the selection and Space/Return
/// selects the next one, wrapping. The selection highlight slides over `indicatorTravelS`.
/// The segments share the width equally while each title fits its share; in a narrower control
/// each gets its title's width and an equal part of what is left, as GTK's non-homogeneous
/// toggle groups, so "Interactive" keeps its word beside "Blocked" (the host measures the titles).
public final class SegmentedControl: Control {
    /// Time the highlight takes to slide by one segment (capped at two segments' time).
    static let indicatorTravelS: Double = 0.12
    /// Gap between the highlight and the control's edge, px.
    static let insetPx: Double = 2
    /// Room beside a segment's title on each side, px (less in a very narrow control).
    static let titlePaddingPx: Double = 6

    /// The segments' titles, left to right (the selection is kept within them when they change).
    public var segments: [String] {
        didSet {
            if segments != oldValue {
                selectedIndex = min(selectedIndex, max(0, segments.count - 1))
                indicator.set(Double(selectedIndex))
                setNeedsDisplay()
            }
        }
    }
    /// The selected segment (0-based). Setting it directly does not call `onChange`.
    public var selectedIndex: Int {
        didSet {
            let clamped = min(max(0, selectedIndex), max(0, segments.count - 1))
            if clamped != selectedIndex { selectedIndex = clamped }
            if selectedIndex != oldValue {
                if !isSelecting { indicator.set(Double(selectedIndex)) }
                setNeedsDisplay()
            }
        }
    }
    /// Called with the new index and the time after the user changed the selection.
    public var onChange: ((_ index: Int, _ now: Double) -> Void)?
    private var indicator: AnimatedValue
    /// `select` is changing the index (it animates the highlight itself).
    private var isSelecting = false
    /// Segment under the last press (drawn pressed while `isPressed`).
    private var pressedSegment: Int?

    /// A control over `segments` with `selectedIndex` selected (clamped), calling `onChange` when
    /// the user changes the selection.
    public init(_ segments: [String], selectedIndex: Int = 0, name: String = "segments", frame: Rect = .zero,
                style: ControlStyle? = nil, onChange: ((_ index: Int, _ now: Double) -> Void)? = nil) {
        self.segments = segments
        let start = min(max(0, selectedIndex), max(0, segments.count - 1))
        self.selectedIndex = start
        indicator = AnimatedValue(Double(start))
        self.onChange = onChange
        super.init(name: name, frame: frame, style: style)
    }

    /// The frame of segment `i` in control coordinates.
    public func segmentFrame(_ i: Int) -> Rect {
        guard !segments.isEmpty, i >= 0, i < segments.count else { return .zero }
        let widths = segmentWidths()
        let x = widths[..<i].reduce(0, +)
        return Rect(x: x, y: 0, width: widths[i], height: size.height)
    }

    /// The segment at `p`, if any.
    public func segment(at p: Point) -> Int? {
        guard !segments.isEmpty, size.width > 0, Rect(size: size).contains(p) else { return nil }
        var right = 0.0
        for (i, w) in segmentWidths().enumerated() {
            right += w
            if p.x < right { return i }
        }
        return segments.count - 1
    }

    /// The segments' widths, left to right, adding up to the control's: equal while every title
    /// fits its equal share; else, where the titles fit side by side, each its title's width and an
    /// equal part of the rest; else equal (the titles then end in an ellipsis).
    func segmentWidths() -> [Double] {
        let n = Double(max(1, segments.count)), total = max(0, size.width)
        let equal = Array(repeating: total / n, count: segments.count)
        let key = SegmentWidthsKey(width: total, segments: segments, fontSize: style.smallFont.size,
                                   measured: appliedEnvironment?.host != nil)
        if let cached = cachedWidths, cached.key == key { return cached.widths }
        var widths = equal
        if let host = appliedEnvironment?.host {
            let pad = 2 * SegmentedControl.titlePaddingPx
            let natural = segments.map { (host.measureText($0, font: style.smallFont, maxWidth: nil)?.width ?? 0).rounded(.up) + pad }
            let needed = natural.reduce(0, +)
            if natural.contains(where: { $0 > total / n }), needed <= total {
                let share = (total - needed) / n
                widths = natural.map { $0 + share }
            }
        }
        cachedWidths = (key, widths)
        return widths
    }

    /// What the widths were last worked out for: the width, the titles, their font size, and
    /// whether a host measured them.
    private struct SegmentWidthsKey: Equatable {
        var width: Double
        var segments: [String]
        var fontSize: Double
        var measured: Bool
    }
    private var cachedWidths: (key: SegmentWidthsKey, widths: [Double])?

    /// The highlight's frame with the indicator at `position` (fractional while it slides).
    func highlightFrame(at position: Double) -> Rect {
        let v = min(max(0, position.isFinite ? position : 0), Double(segments.count - 1))
        let lo = Int(v.rounded(.down)), f = v - Double(lo)
        let a = segmentFrame(lo)
        guard f > 0, lo + 1 < segments.count else { return a }
        let b = segmentFrame(lo + 1)
        return Rect(x: a.x + (b.x - a.x) * f, y: 0, width: a.width + (b.width - a.width) * f, height: size.height)
    }

    /// Selects `index` as the user did: slides the highlight and reports the change.
    public func select(_ index: Int, now: Double) {
        guard !segments.isEmpty else { return }
        let i = min(max(0, index), segments.count - 1)
        guard i != selectedIndex else { return }
        let from = indicator.value(now: now)
        isSelecting = true
        selectedIndex = i
        isSelecting = false
        let travel = min(2, abs(Double(i) - from)) * SegmentedControl.indicatorTravelS
        indicator.animate(to: Double(i), now: now, duration: travel, curve: .easeInOut)
        setNeedsDisplay()
        onChange?(i, now)
    }

    /// Remembers the segment under the press, drawn pressed while the button is held.
    public override func pressBegan(at p: Point, now: Double) { pressedSegment = segment(at: p) }

    /// Selects the clicked segment.
    public override func clicked(at p: Point, now: Double) {
        if let i = segment(at: p) { select(i, now: now) }
    }

    /// Left/Right move the selection, Home/End go to the ends, Space/Return select the next
    /// segment (wrapping).
    public override func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        guard !segments.isEmpty, key.modifiers.isEmpty else { return false }
        switch key.name {
        case "Left": select(selectedIndex - 1, now: now)
        case "Right": select(selectedIndex + 1, now: now)
        case "Home": select(0, now: now)
        case "End": select(segments.count - 1, now: now)
        case "space", "Return": select((selectedIndex + 1) % segments.count, now: now)
        default: return false
        }
        return true
    }

    /// True while the highlight slides.
    public override func isAnimating(now: Double) -> Bool { indicator.isAnimating(now: now) }

    /// Settles the highlight.
    public override func advance(to now: Double) { indicator.settle(now: now) }

    /// The track, the pressed and selected segments' highlights and the titles.
    public override func content(now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        guard !segments.isEmpty, bounds.width > 0 else { return [] }
        let s = style
        var nodes: [SceneNode] = [.fill(bounds, s.controlFill.withAlpha(isEnabled ? 1 : 0.5), cornerRadius: s.cornerRadiusPx)]
        let narrowest = segmentWidths().min() ?? 0
        let inset = min(SegmentedControl.insetPx, narrowest / 4, size.height / 4)
        if isPressed, let p = pressedSegment, p != selectedIndex {
            nodes.append(.fill(segmentFrame(p).insetBy(inset), s.controlFillPressed, cornerRadius: max(0, s.cornerRadiusPx - inset)))
        }
        let highlight = highlightFrame(at: indicator.value(now: now)).insetBy(inset)
        nodes.append(.fill(highlight, isEnabled ? s.accent : s.accent.withAlpha(0.4), cornerRadius: max(0, s.cornerRadiusPx - inset)))
        for (i, title) in segments.enumerated() {
            let frame = segmentFrame(i)
            let f = frame.insetBy(dx: min(SegmentedControl.titlePaddingPx, frame.width / 8), dy: 0)
            let color = !isEnabled ? s.disabledText : (i == selectedIndex ? s.onAccent : s.secondaryText)
            nodes.append(.text(TextNode(title, frame: f, font: s.smallFont, color: color, alignment: .center)))
        }
        return nodes
    }

    /// A tab list: one tab per segment.
    public override var semanticsRole: SemanticsRole { .tabList }

    /// The base node (no action of its own) with a tab per segment, the selected one `selected`;
    /// activating a tab selects it as a click does.
    public override func semantics(now: Double) -> [SemanticsNode] {
        super.semantics(now: now).map { node in
            var n = node
            n.actions = []
            n.actionHandler = nil
            n.value = segments.indices.contains(selectedIndex) ? segments[selectedIndex] : nil
            n.children = segments.indices.map { i in
                var states: SemanticsStates = []
                if i == selectedIndex { states.insert(.selected) }
                if !isEnabled { states.insert(.disabled) }
                return SemanticsNode(role: .tab, name: segments[i], states: states, frame: segmentFrame(i),
                                     actions: isEnabled ? [.activate] : [],
                                     actionHandler: { [weak self] action, now in
                                         guard let self, self.isEnabled, action == .activate,
                                               self.segments.indices.contains(i) else { return false }
                                         self.select(i, now: now)
                                         return true
                                     })
            }
            return n
        }
    }
}
