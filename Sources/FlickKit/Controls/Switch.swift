import FlickCore

/// An on/off switch: a pill track with a round knob that slides across. A click, Space or
/// Return toggles it; the knob can also be dragged and is released to the nearer side.
/// The knob slides over `knobTravelS` (interruptible: a press catches it where it is).
public final class Switch: Control {
    /// The size the switch draws at (centred in a larger frame), px.
    public static let preferredSize = Size(44, 24)
    /// Knob travel time from one end to the other.
    static let knobTravelS: Double = 0.15
    /// Gap between the knob and the track's edge, px.
    static let knobInsetPx: Double = 3

    /// The value. Setting it directly does not call `onChange`; use `setOn(_:animated:now:)` to animate.
    public private(set) var isOn: Bool
    /// Called with the new value and the time after the user toggled it.
    public var onChange: ((_ isOn: Bool, _ now: Double) -> Void)?
    private var knob: AnimatedValue
    private var dragStartKnob: Double = 0

    /// A switch that is `isOn`, calling `onChange` when the user toggles it.
    public init(isOn: Bool = false, name: String = "switch", frame: Rect = .zero, style: ControlStyle? = nil,
                onChange: ((_ isOn: Bool, _ now: Double) -> Void)? = nil) {
        self.isOn = isOn
        knob = AnimatedValue(isOn ? 1 : 0)
        self.onChange = onChange
        super.init(name: name, frame: frame, style: style)
    }

    /// Sets the value (animated from wherever the knob is) without calling `onChange`.
    public func setOn(_ on: Bool, animated: Bool = false, now: Double = 0) {
        let changed = on != isOn
        isOn = on
        if animated {
            let from = knob.value(now: now)
            knob.animate(to: on ? 1 : 0, now: now, duration: Switch.knobTravelS * abs((on ? 1 : 0) - from), curve: .easeInOut)
        } else {
            knob.set(on ? 1 : 0)
        }
        if changed || !animated { setNeedsDisplay() }
    }

    /// The user toggled: animate and report.
    func userSet(_ on: Bool, now: Double) {
        let changed = on != isOn
        setOn(on, animated: true, now: now)
        if changed { onChange?(on, now) }
    }

    /// Knob position 0 (off) ... 1 (on) at `now`.
    public func knobPosition(now: Double) -> Double { min(1, max(0, knob.value(now: now))) }

    /// The track's rectangle: `preferredSize` centred vertically, at the trailing end of the frame.
    var track: Rect {
        let w = min(size.width, Switch.preferredSize.width), h = min(size.height, Switch.preferredSize.height)
        return Rect(x: size.width - w, y: (size.height - h) / 2, width: w, height: h)
    }

    /// `preferredSize` (no wider than `width`).
    public override func preferredSize(for width: Double) -> Size {
        Size(min(Switch.preferredSize.width, width.isFinite ? max(0, width) : 0), Switch.preferredSize.height)
    }

    /// Toggles the switch as the user did: the knob slides and `onChange` hears of it.
    public override func activate(now: Double) { userSet(!isOn, now: now) }

    /// Catches a sliding knob where it is.
    public override func pressBegan(at p: Point, now: Double) {
        if knob.isAnimating(now: now) { knob.grab(now: now) }
    }

    /// Every pan that starts on the switch drags its knob.
    public override func handlesDrag(startingAt p: Point) -> Bool { true }

    /// Takes the knob where it is and starts following the pointer.
    public override func dragBegan(_ info: PanInfo, now: Double) {
        dragStartKnob = knob.grab(now: now)
        dragMoved(info, now: now)
    }

    /// Moves the knob with the pointer, within the track.
    public override func dragMoved(_ info: PanInfo, now: Double) {
        let travel = max(1, track.width - track.height)
        knob.set(min(1, max(0, dragStartKnob + info.translation.x / travel)))
        setNeedsDisplay()
    }

    /// Lets the knob go to the nearer end and reports a change of value.
    public override func dragEnded(_ info: PanInfo, now: Double) {
        dragMoved(info, now: now)
        let on = knob.value(now: now) >= 0.5
        let changed = on != isOn
        setOn(on, animated: true, now: now)
        setNeedsDisplay()
        if changed { onChange?(on, now) }
    }

    /// True while the knob slides.
    public override func isAnimating(now: Double) -> Bool { knob.isAnimating(now: now) }

    /// Settles the knob.
    public override func advance(to now: Double) { knob.settle(now: now) }

    /// The focus ring surrounds the track, not the whole frame.
    public override var focusRect: Rect { track }
    /// A pill-shaped focus ring.
    public override var focusCornerRadius: Double { track.height / 2 }

    /// The track, its off colour turning to its on colour as the knob moves on, and the knob.
    public override func content(now: Double) -> [SceneNode] {
        let t = track
        guard t.width > 0, t.height > 0 else { return [] }
        let k = knobPosition(now: now)
        var fill = style.switchOffTrack.mixed(with: style.switchOnTrack, k)
        if isPressed || isHovered { fill = fill.mixed(with: .white, 0.06) }
        if !isEnabled { fill = fill.withAlpha(0.4) }
        let inset = min(Switch.knobInsetPx, t.height / 4)
        let d = max(0, t.height - 2 * inset)
        let x = t.minX + inset + (t.width - 2 * inset - d) * k
        let knobColor = isEnabled ? style.knob : style.knob.withAlpha(0.5)
        return [.fill(t, fill, cornerRadius: t.height / 2),
                .ellipse(Rect(x: x, y: t.minY + inset, width: d, height: d), .solid(knobColor))]
    }

    /// A toggle: checkable, checked while on.
    public override var semanticsRole: SemanticsRole { .toggle }

    /// The base node, checkable and checked while on; `activate` flips it as a click does.
    public override func semantics(now: Double) -> [SemanticsNode] {
        super.semantics(now: now).map { node in
            var n = node
            n.states.insert(.checkable)
            if isOn { n.states.insert(.checked) }
            return n
        }
    }
}
