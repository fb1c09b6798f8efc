import FlickCore

/// A row of mutually exclusive segments (e.g. "None | Center | Top bar"). A click selects a
/// segment; while focused, Left/Right (and Home/End) move the selection and Space/Return
/// selects the next one, wrapping. The selection highlight slides over `indicatorTravelS`.
/// The segments share the width equally while each title fits its share; in a narrower control
/// each gets its title's width and an equal part of what is left, as GTK's non-homogeneous
/// toggle groups, so "Interactive" keeps its word beside "Blocked" (the host measures the titles);
/// narrower still, they wrap into two rows (then one a row) sharing the height the owner gives for
/// `rowCount(forWidth:)` rows.
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
        return segmentFrames()[i]
    }

    /// The segment at `p`, if any.
    public func segment(at p: Point) -> Int? {
        guard !segments.isEmpty, size.width > 0, Rect(size: size).contains(p) else { return nil }
        let frames = segmentFrames()
        if let i = frames.firstIndex(where: { $0.contains(p) }) { return i }
        // The far edges (a frame holds its left and top edges, not its right and bottom ones).
        return frames.indices.min { a, b in distance(p, frames[a]) < distance(p, frames[b]) }
    }

    private func distance(_ p: Point, _ r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return dx * dx + dy * dy
    }

    /// The rows the segments take in a control `width` px wide: one while their titles fit side by
    /// side (`titleWidths`), else two, else one segment a row. One where the host cannot measure.
    public func rowCount(forWidth width: Double) -> Int {
        guard let natural = titleWidths(), !natural.isEmpty else { return 1 }
        for rows in [1, 2] where rows <= natural.count {
            if SegmentedControl.rows(of: natural.count, in: rows).allSatisfy({ natural[$0].reduce(0, +) <= width }) {
                return rows
            }
        }
        return natural.count
    }

    /// The indices of `count` segments laid out in `rows` rows, the earlier rows the fuller.
    static func rows(of count: Int, in rows: Int) -> [Range<Int>] {
        let perRow = max(1, (count + max(1, rows) - 1) / max(1, rows))
        return stride(from: 0, to: count, by: perRow).map { $0..<min(count, $0 + perRow) }
    }

    /// Each title's width with its padding, as the host measures it (nil without a host).
    func titleWidths() -> [Double]? {
        guard let host = appliedEnvironment?.host else { return nil }
        let pad = 2 * SegmentedControl.titlePaddingPx
        return segments.map { (host.measureText($0, font: style.smallFont, maxWidth: nil)?.width ?? 0).rounded(.up) + pad }
    }

    /// The segments' frames: in `rowCount(forWidth:)` rows sharing the height; in a row, equal
    /// widths while every title fits its equal share, else each its title's width and an equal
    /// part of the rest (or equal, the titles then ending in an ellipsis, where they do not fit).
    func segmentFrames() -> [Rect] {
        let key = SegmentFramesKey(size: size, segments: segments, fontSize: style.smallFont.size,
                                   measured: appliedEnvironment?.host != nil)
        if let cached = cachedFrames, cached.key == key { return cached.frames }
        let natural = titleWidths()
        let rowCount = rowCount(forWidth: size.width)
        let rowHeight = size.height / Double(max(1, rowCount))
        var frames = Array(repeating: Rect.zero, count: segments.count)
        for (r, row) in SegmentedControl.rows(of: segments.count, in: rowCount).enumerated() {
            let total = max(0, size.width), n = Double(row.count)
            var widths = Array(repeating: total / n, count: row.count)
            if let natural {
                let wanted = row.map { natural[$0] }, needed = wanted.reduce(0, +)
                if wanted.contains(where: { $0 > total / n }), needed <= total {
                    widths = wanted.map { $0 + (total - needed) / n }
                }
            }
            var x = 0.0
            for (k, i) in row.enumerated() {
                frames[i] = Rect(x: x, y: Double(r) * rowHeight, width: widths[k], height: rowHeight)
                x += widths[k]
            }
        }
        cachedFrames = (key, frames)
        return frames
    }

    /// What the frames were last worked out for: the size, the titles, their font size, and
    /// whether a host measured them.
    private struct SegmentFramesKey: Equatable {
        var size: Size
        var segments: [String]
        var fontSize: Double
        var measured: Bool
    }
    private var cachedFrames: (key: SegmentFramesKey, frames: [Rect])?

    /// The highlight's frame with the indicator at `position` (fractional while it slides).
    func highlightFrame(at position: Double) -> Rect {
        let v = min(max(0, position.isFinite ? position : 0), Double(segments.count - 1))
        let lo = Int(v.rounded(.down)), f = v - Double(lo)
        let a = segmentFrame(lo)
        guard f > 0, lo + 1 < segments.count else { return a }
        let b = segmentFrame(lo + 1)
        return Rect(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f,
                    width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
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
        let frames = segmentFrames()
        let narrowest = frames.map(\.width).min() ?? 0, lowest = frames.map(\.height).min() ?? 0
        let inset = min(SegmentedControl.insetPx, narrowest / 4, lowest / 4)
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
