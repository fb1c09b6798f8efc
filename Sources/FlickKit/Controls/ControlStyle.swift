import FlickCore

/// Colours, fonts and metrics shared by the controls (a dark theme that sits on Flick's
/// dark pages). One value; a parent may pass its own to any control.
public struct ControlStyle: Equatable, Sendable {
    /// Behind a panel of controls (a `ControlGroup`, a `SettingsList`).
    public var background: Color
    /// Fill of a resting button, a switch's off track, a slider's empty track.
    public var controlFill: Color
    /// `controlFill` while pressed.
    public var controlFillPressed: Color
    /// Accent: a prominent button, an on switch, a slider's filled track, a selected segment.
    public var accent: Color
    /// `accent` while pressed.
    public var accentPressed: Color
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

    /// A style from its colours, font and metrics; every default is the standard dark theme.
    public init(background: Color = Color(hex: 0x16181D), controlFill: Color = Color(hex: 0x2C3039),
                controlFillPressed: Color = Color(hex: 0x3A404C), accent: Color = Color(hex: 0x3584E4),
                accentPressed: Color = Color(hex: 0x2A6CC0), text: Color = Color(hex: 0xF2F3F5),
                secondaryText: Color = Color(hex: 0xA3A8B3), disabledText: Color = Color(hex: 0x5E636E),
                separator: Color = Color(hex: 0xFFFFFF, alpha: 0.08), selection: Color = Color(hex: 0x3584E4, alpha: 0.28),
                focusRing: Color = Color(hex: 0x78AEED), knob: Color = Color(hex: 0xFAFAFA),
                fontFamily: String = "DejaVu Sans", fontSizePx: Double = 14, smallFontSizePx: Double = 12,
                headerFontSizePx: Double = 12, cornerRadiusPx: Double = 6, focusRingWidthPx: Double = 2,
                focusRingGapPx: Double = 2, paddingPx: Double = 12) {
        self.background = background; self.controlFill = controlFill; self.controlFillPressed = controlFillPressed
        self.accent = accent; self.accentPressed = accentPressed; self.text = text
        self.secondaryText = secondaryText; self.disabledText = disabledText; self.separator = separator
        self.selection = selection; self.focusRing = focusRing; self.knob = knob; self.fontFamily = fontFamily
        self.fontSizePx = fontSizePx; self.smallFontSizePx = smallFontSizePx; self.headerFontSizePx = headerFontSizePx
        self.cornerRadiusPx = cornerRadiusPx; self.focusRingWidthPx = focusRingWidthPx
        self.focusRingGapPx = focusRingGapPx; self.paddingPx = paddingPx
    }

    /// The default theme.
    public static let standard = ControlStyle()

    /// Body font (bold when asked).
    public func font(bold: Bool = false) -> FontSpec {
        FontSpec(family: fontFamily, size: fontSizePx, weight: bold ? .bold : .regular)
    }

    /// Secondary text font (`smallFontSizePx`).
    public var smallFont: FontSpec { FontSpec(family: fontFamily, size: smallFontSizePx) }
    /// Section header font (`headerFontSizePx`, bold).
    public var headerFont: FontSpec { FontSpec(family: fontFamily, size: headerFontSizePx, weight: .bold) }
}
