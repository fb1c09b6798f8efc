import FlickCore

/// A horizontal slider over `range`: a track, filled up to the knob. A press jumps the knob
/// to the pointer and a drag moves it (the slider claims the drag, so a deck or a list
/// around it does not pan); while focused, Left/Right step by `step` (Page Up/Down by ten
/// steps, Home/End to the ends). A horizontal touchpad swipe steps too; the vertical wheel is
/// left to the parent (a scrolling list). Values are clamped to the range and rounded to `step`.
public final class Slider: Control {
    /// Knob diameter and track thickness, px.
    static let knobDiameterPx: Double = 18
    static let trackHeightPx: Double = 4
    /// Keyboard steps per Page Up/Down.
    static let pageSteps: Double = 10

    /// The values the slider can take; the value is clamped into it.
    public var range: ClosedRange<Double> { didSet { value = clamped(value); setNeedsDisplay() } }
    /// Keyboard step and rounding grain (0: continuous, keys move by 1/20 of the range).
    public var step: Double { didSet { setNeedsDisplay() } }
    /// The value. Setting it directly does not call `onChange`.
    public var value: Double {
        didSet {
            let c = clamped(value)
            if c != value { value = c }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// Called with the new value and the time whenever the user changes it (continuously while dragging).
    public var onChange: ((_ value: Double, _ now: Double) -> Void)?

    /// A slider at `value` within `range`, moving by `step` (0: continuously); `name` identifies it in traces and tests.
    public init(value: Double, range: ClosedRange<Double>, step: Double = 0, name: String = "slider",
                frame: Rect = .zero, style: ControlStyle? = nil,
                onChange: ((_ value: Double, _ now: Double) -> Void)? = nil) {
        let lo = range.lowerBound.isFinite ? range.lowerBound : 0
        let hi = range.upperBound.isFinite ? max(lo, range.upperBound) : lo
        self.range = lo...hi
        self.step = step.isFinite ? max(0, step) : 0
        self.value = lo
        self.onChange = onChange
        super.init(name: name, frame: frame, style: style)
        self.value = clamped(value)
    }

    /// `v` clamped to the range and rounded to the step (NaN becomes the lower bound).
    public func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return range.lowerBound }
        var x = min(max(v, range.lowerBound), range.upperBound)
        if step > 0 {
            x = range.lowerBound + ((x - range.lowerBound) / step).rounded() * step
            x = min(max(x, range.lowerBound), range.upperBound)
        }
        return x
    }

    /// The knob travels between these x positions (its centre), px.
    var travel: (start: Double, end: Double) {
        let r = min(Slider.knobDiameterPx, size.height) / 2
        return (r, max(r, size.width - r))
    }

    /// 0...1 along the range.
    public var fraction: Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (value - range.lowerBound) / span : 0
    }

    /// The value at x (control coordinates).
    public func value(atX x: Double) -> Double {
        let t = travel
        let f = t.end > t.start ? (x - t.start) / (t.end - t.start) : 0
        return clamped(range.lowerBound + min(1, max(0, f)) * (range.upperBound - range.lowerBound))
    }

    /// Sets the value as the user did, reporting a change.
    public func userSet(_ v: Double, now: Double) {
        let old = value
        value = v
        if value != old { onChange?(value, now) }
    }

    var keyStep: Double { step > 0 ? step : (range.upperBound - range.lowerBound) / 20 }

    /// Always: a drag anywhere on the slider moves its knob (a parent does not take it).
    public override func handlesDrag(startingAt p: Point) -> Bool { true }

    /// A press jumps the knob to the pointer.
    public override func pressBegan(at p: Point, now: Double) { userSet(value(atX: p.x), now: now) }

    /// The knob follows the drag from its start.
    public override func dragBegan(_ info: PanInfo, now: Double) { userSet(value(atX: info.location.x), now: now) }

    /// The knob follows the pointer.
    public override func dragMoved(_ info: PanInfo, now: Double) { userSet(value(atX: info.location.x), now: now) }

    /// The knob stays where the drag ends.
    public override func dragEnded(_ info: PanInfo, now: Double) { userSet(value(atX: info.location.x), now: now) }

    /// A click is the press's jump; nothing more.
    public override func clicked(at p: Point, now: Double) {}

    /// Arrow keys move by a step, Page Up/Down by ten steps, Home/End to the ends.
    public override func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.name {
        case "Left", "Down": userSet(value - keyStep, now: now)
        case "Right", "Up": userSet(value + keyStep, now: now)
        case "Prior": userSet(value + keyStep * Slider.pageSteps, now: now)
        case "Next": userSet(value - keyStep * Slider.pageSteps, now: now)
        case "Home": userSet(range.lowerBound, now: now)
        case "End": userSet(range.upperBound, now: now)
        default: return false
        }
        return true
    }

    /// A sideways wheel notch moves by a step (a vertical one scrolls the list instead).
    public override func scrolled(by delta: Point, now: Double) -> Bool {
        guard delta.x != 0 else { return false }
        userSet(value + (delta.x > 0 ? keyStep : -keyStep), now: now)
        return true
    }

    /// The focus ring follows the slider's rounded ends.
    public override var focusCornerRadius: Double { size.height / 2 }

    /// The track, its filled part and the knob.
    public override func content(now: Double) -> [SceneNode] {
        guard size.width > 0, size.height > 0 else { return [] }
        let t = travel
        let cy = size.height / 2
        let th = min(Slider.trackHeightPx, size.height)
        let kx = t.start + (t.end - t.start) * fraction
        let d = min(Slider.knobDiameterPx, size.height)
        let s = style
        let accent = isEnabled ? s.accent : s.accent.withAlpha(0.4)
        var knob = isEnabled ? s.knob : s.knob.withAlpha(0.5)
        if isPressed || isHovered { knob = knob.mixed(with: s.accent, 0.15) }
        return [
            .fill(Rect(x: t.start, y: cy - th / 2, width: max(0, t.end - t.start), height: th), s.controlFill, cornerRadius: th / 2),
            .fill(Rect(x: t.start, y: cy - th / 2, width: max(0, kx - t.start), height: th), accent, cornerRadius: th / 2),
            .ellipse(Rect(x: kx - d / 2, y: cy - d / 2, width: d, height: d), .solid(knob)),
        ]
    }

    /// A slider: its value, stepped by increment and decrement.
    public override var semanticsRole: SemanticsRole { .slider }

    /// The base node with the value (as text, and as a number in its range that can be set) and the
    /// increment and decrement actions (one key step each).
    public override func semantics(now: Double) -> [SemanticsNode] {
        super.semantics(now: now).map { node in
            var n = node
            n.value = Slider.semanticsValue(value)
            n.valueRange = SemanticsValueRange(current: value, minimum: range.lowerBound, maximum: range.upperBound,
                                               step: keyStep)
            n.valueHandler = isEnabled ? { [weak self] v, now in
                guard let self, self.isEnabled else { return false }
                self.userSet(v, now: now)
                return true
            } : nil
            n.actions = isEnabled ? [.increment, .decrement] : []
            n.actionHandler = { [weak self] action, now in
                guard let self, self.isEnabled else { return false }
                switch action {
                case .increment: self.userSet(self.value + self.keyStep, now: now)
                case .decrement: self.userSet(self.value - self.keyStep, now: now)
                default: return false
                }
                return true
            }
            return n
        }
    }

    /// A value as a person reads it: whole numbers without a fraction, others with up to two decimals.
    static func semanticsValue(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String((v * 100).rounded() / 100)
    }
}
