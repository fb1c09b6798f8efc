import FlickCore

/// Colours, fonts and metrics shared by the controls: the control roles of a `Palette` with the
/// app's type sizes (`Constants.bodyFontPx` and the rest). One value; a parent may pass its own to
/// any control. `standard(for:)` is the app's style in an appearance.
public struct ControlStyle: Equatable, Sendable {
    /// Behind a panel of controls (a `ControlGroup`, a `SettingsList`).
    public var background: Color
    /// Fill of a resting button, a slider's empty track.
    public var controlFill: Color
    /// `controlFill` while pressed.
    public var controlFillPressed: Color
    /// Accent: a prominent button, a slider's filled track, a selected segment.
    public var accent: Color
    /// `accent` while pressed.
    public var accentPressed: Color
    /// Text on an `accent` fill (a prominent button's title, the selected segment's).
    public var onAccent: Color
    /// Titles and body text.
    public var text: Color
    /// Subtitles, values and other secondary text.
    public var secondaryText: Color
    /// The text of a disabled control.
    public var disabledText: Color
    /// The hairline between list rows.
    public var separator: Color
    /// A selected list row's highlight.
    public var selection: Color
    /// The keyboard focus ring.
    public var focusRing: Color
    /// A switch's and a slider's knob.
    public var knob: Color
    /// A switch's off track (`Palette.switchOffTrack`).
    public var switchOffTrack: Color = Palette.dark.switchOffTrack
    /// A switch's on track (`Palette.switchOnTrack`).
    public var switchOnTrack: Color = Palette.dark.switchOnTrack
    /// A flat control's fill under the pointer (a plain button, a list row).
    public var hoverFill: Color
    /// A flat control's fill while pressed.
    public var pressedFill: Color
    /// The font family of every control's text (Pango resolves it).
    public var fontFamily: String
    /// Body text size, px.
    public var fontSizePx: Double
    /// Secondary (subtitle, value) text size, px.
    public var smallFontSizePx: Double
    /// Section header text size, px.
    public var headerFontSizePx: Double
    /// Rounded corners of buttons and segmented controls, px.
    public var cornerRadiusPx: Double
    /// Focus ring line width and its gap outside the control, px.
    public var focusRingWidthPx: Double
    /// Gap between the control's bounds and its focus ring, px.
    public var focusRingGapPx: Double
    /// Text inset inside buttons and rows, px.
    public var paddingPx: Double

    /// A style from its colours, font and metrics; every default is the dark palette's and the
    /// app's type sizes.
    public init(background: Color = Palette.dark.viewBackground, controlFill: Color = Palette.dark.controlFill,
                controlFillPressed: Color = Palette.dark.controlFillPressed, accent: Color = Palette.dark.accent,
                accentPressed: Color = Palette.dark.accentPressed, text: Color = Palette.dark.text,
                secondaryText: Color = Palette.dark.secondaryText, disabledText: Color = Palette.dark.disabledText,
                separator: Color = Palette.dark.separator, selection: Color = Palette.dark.selection,
                focusRing: Color = Palette.dark.focusRing, knob: Color = Palette.dark.knob,
                hoverFill: Color = Palette.dark.hoverFill, pressedFill: Color = Palette.dark.pressedFill,
                onAccent: Color = Palette.dark.onAccent,
                fontFamily: String = Constants.fontFamily, fontSizePx: Double = Constants.bodyFontPx,
                smallFontSizePx: Double = Constants.smallFontPx, headerFontSizePx: Double = Constants.headerFontPx,
                cornerRadiusPx: Double = Constants.controlCornerPx, focusRingWidthPx: Double = 2,
                focusRingGapPx: Double = 2, paddingPx: Double = 12) {
        self.background = background; self.controlFill = controlFill; self.controlFillPressed = controlFillPressed
        self.accent = accent; self.accentPressed = accentPressed; self.text = text
        self.secondaryText = secondaryText; self.disabledText = disabledText; self.separator = separator
        self.selection = selection; self.focusRing = focusRing; self.knob = knob
        self.hoverFill = hoverFill; self.pressedFill = pressedFill; self.onAccent = onAccent
        self.fontFamily = fontFamily
        self.fontSizePx = fontSizePx; self.smallFontSizePx = smallFontSizePx; self.headerFontSizePx = headerFontSizePx
        self.cornerRadiusPx = cornerRadiusPx; self.focusRingWidthPx = focusRingWidthPx
        self.focusRingGapPx = focusRingGapPx; self.paddingPx = paddingPx
    }

    /// The default style: the dark palette's.
    public static let standard = ControlStyle()
    /// The light palette's style.
    public static let light = ControlStyle(palette: .light)

    /// The app's style in `appearance`.
    public static func standard(for appearance: Appearance) -> ControlStyle {
        appearance == .light ? .light : .standard
    }

    /// The control roles of `palette`, with the app's font and metrics.
    public init(palette: Palette) {
        self.init(background: palette.viewBackground, controlFill: palette.controlFill,
                  controlFillPressed: palette.controlFillPressed, accent: palette.accent,
                  accentPressed: palette.accentPressed, text: palette.text, secondaryText: palette.secondaryText,
                  disabledText: palette.disabledText, separator: palette.separator, selection: palette.selection,
                  focusRing: palette.focusRing, knob: palette.knob, hoverFill: palette.hoverFill,
                  pressedFill: palette.pressedFill, onAccent: palette.onAccent)
        switchOffTrack = palette.switchOffTrack
        switchOnTrack = palette.switchOnTrack
    }

    /// Body font (bold when asked).
    public func font(bold: Bool = false) -> FontSpec {
        FontSpec(family: fontFamily, size: fontSizePx, weight: bold ? .bold : .regular)
    }

    /// Secondary text font (`smallFontSizePx`).
    public var smallFont: FontSpec { FontSpec(family: fontFamily, size: smallFontSizePx) }
    /// Section header font (`headerFontSizePx`, bold).
    public var headerFont: FontSpec { FontSpec(family: fontFamily, size: headerFontSizePx, weight: .bold) }
}
