import FlickCore

/// Every colour the app draws with, by role, for one appearance: the app's colours written down
/// once (`Palette.dark`, `Palette.light`). A component reads the palette of the appearance it was
/// laid out in (`ComponentEnvironment.palette`); content of its own (a photo, a web page) keeps its
/// colours. The roles follow libadwaita's: window, view, sidebar, header bar, card, accent.
public struct Palette: Equatable, Sendable {
    /// Behind pages and scenes: the deck's, the swiper's and the slides' background.
    public var windowBackground: Color
    /// Behind lists, grids and panels of controls.
    public var viewBackground: Color
    /// A side drawer: a step apart from the pages it lies under, so the center reads as on top.
    public var sidebarBackground: Color
    /// An opaque top or bottom bar.
    public var barBackground: Color
    /// A bar lying over content (the swiper's toolbars), translucent.
    public var overlayBarBackground: Color
    /// The hairline between a bar and the content.
    public var barEdge: Color
    /// A raised surface: an overlay's panel, a dialog, a popover menu, a toast.
    public var cardBackground: Color
    /// The outline of a raised surface.
    public var cardBorder: Color
    /// Dims the content behind a dialog or an overlay.
    public var veil: Color
    /// Titles and body text.
    public var text: Color
    /// Subtitles, values, captions and other secondary text.
    public var secondaryText: Color
    /// Text of something disabled.
    public var disabledText: Color
    /// The accent: a prominent button, a filled track, the current tab; dark enough for white
    /// text on it at 4.5:1 (#1c71d8).
    public var accent: Color
    /// `accent` while pressed.
    public var accentPressed: Color
    /// Text and icons on an `accent` fill.
    public var onAccent: Color
    /// Accent-coloured text and lines on the background (a link, a heading in an overlay).
    public var accentText: Color
    /// The one selection style: a selected row's, tab's or item's fill.
    public var selection: Color
    /// The keyboard focus ring (and a selected thumbnail's ring).
    public var focusRing: Color
    /// A resting button's fill, a slider's empty track, a key cap.
    public var controlFill: Color
    /// `controlFill` while pressed.
    public var controlFillPressed: Color
    /// A flat (bar) button's fill under the pointer.
    public var hoverFill: Color
    /// A flat (bar) button's fill while pressed.
    public var pressedFill: Color
    /// A switch's and a slider's knob.
    public var knob: Color
    /// The hairline between list rows.
    public var separator: Color
    /// The pill behind page dots and a compact page indicator lying over content.
    public var pill: Color
    /// The page dots and the compact indicator's text on `pill`.
    public var onPill: Color
    /// A scroll indicator.
    public var scrollIndicator: Color
    /// A tooltip's plate (dark in both appearances, as GTK's are).
    public var tooltipBackground: Color
    /// A tooltip's text.
    public var tooltipText: Color
    /// A picture's placeholder while it loads.
    public var placeholder: Color
    /// Shadows under cards and drawers.
    public var shadow: Color
    /// Something that destroys (a close button under the pointer, a delete action).
    public var destructive: Color
    /// The carousel's presentation background, a vertical gradient: its top colour (dark in both
    /// appearances, as Safari's tab view is, so the page cards stand out).
    public var presentationTop: Color = Color(hex: 0x56616F)
    /// The presentation gradient's bottom colour.
    public var presentationBottom: Color = Color(hex: 0x1F242B)
    /// Titles over the presentation's row and grid of cards.
    public var presentationText: Color = Color(hex: 0xFFFFFF)
    /// A card's close button: its disc.
    public var closeButtonFill: Color = Color(hex: 0x1A1D22, alpha: 0.92)
    /// A card's close button: its ring and cross.
    public var closeButtonMark: Color = Color(hex: 0xFFFFFF, alpha: 0.95)
    /// A switch's off track: dark enough against the surface it lies on to show the switch's
    /// bounds at 3:1 (WCAG 1.4.11), where a button's `controlFill` would barely show.
    public var switchOffTrack: Color = Color(hex: 0x858585)
    /// A switch's on track: libadwaita's accent blue, which stands out at 3:1 from every surface a
    /// switch lies on in both appearances (`accent` is darker, for white text on it).
    public var switchOnTrack: Color = Color(hex: 0x3584E4)
    /// A tooltip's outline.
    public var tooltipBorder: Color = Color(hex: 0xFFFFFF, alpha: 0.12)
    /// A toast's plate ("Page closed — Undo"; dark in both appearances, as libadwaita's toasts are).
    public var toastBackground: Color = Color(hex: 0x303030, alpha: 0.96)
    /// A toast's button.
    public var toastButton: Color = Color(hex: 0x464646)
    /// A toast's button while pressed.
    public var toastButtonPressed: Color = Color(hex: 0x5A5A5A)
    /// A toast's text.
    public var toastText: Color = Color(hex: 0xFFFFFF)

    /// A palette from every role's colour; the roles drawn alike in both appearances (the
    /// presentation, a close button, a tooltip's outline, a toast) keep their declared values.
    public init(windowBackground: Color, viewBackground: Color, sidebarBackground: Color, barBackground: Color,
                overlayBarBackground: Color, barEdge: Color, cardBackground: Color, cardBorder: Color, veil: Color,
                text: Color, secondaryText: Color, disabledText: Color, accent: Color, accentPressed: Color,
                onAccent: Color, accentText: Color, selection: Color, focusRing: Color, controlFill: Color,
                controlFillPressed: Color, hoverFill: Color, pressedFill: Color, knob: Color, separator: Color,
                pill: Color, onPill: Color, scrollIndicator: Color, tooltipBackground: Color, tooltipText: Color,
                placeholder: Color, shadow: Color, destructive: Color) {
        self.windowBackground = windowBackground; self.viewBackground = viewBackground
        self.sidebarBackground = sidebarBackground; self.barBackground = barBackground
        self.overlayBarBackground = overlayBarBackground; self.barEdge = barEdge
        self.cardBackground = cardBackground; self.cardBorder = cardBorder; self.veil = veil
        self.text = text; self.secondaryText = secondaryText; self.disabledText = disabledText
        self.accent = accent; self.accentPressed = accentPressed; self.onAccent = onAccent
        self.accentText = accentText; self.selection = selection; self.focusRing = focusRing
        self.controlFill = controlFill; self.controlFillPressed = controlFillPressed
        self.hoverFill = hoverFill; self.pressedFill = pressedFill; self.knob = knob; self.separator = separator
        self.pill = pill; self.onPill = onPill; self.scrollIndicator = scrollIndicator
        self.tooltipBackground = tooltipBackground; self.tooltipText = tooltipText
        self.placeholder = placeholder; self.shadow = shadow; self.destructive = destructive
    }

    /// The palette of `appearance`.
    public init(for appearance: Appearance) {
        self = appearance == .light ? .light : .dark
    }

    /// Light text on dark surfaces: libadwaita's dark greys, neutral (window #242424, view
    /// #1e1e1e, header bar and sidebar #303030, dialog and popover #383838).
    public static let dark: Palette = {
        var p = Palette(
            windowBackground: Color(hex: 0x242424), viewBackground: Color(hex: 0x1E1E1E),
            sidebarBackground: Color(hex: 0x303030), barBackground: Color(hex: 0x303030),
            overlayBarBackground: Color(hex: 0x1E1E1E, alpha: 0.82), barEdge: Color(hex: 0xFFFFFF, alpha: 0.1),
            cardBackground: Color(hex: 0x383838), cardBorder: Color(hex: 0xFFFFFF, alpha: 0.10),
            veil: Color(hex: 0x000000, alpha: 0.55),
            text: Color(hex: 0xFFFFFF), secondaryText: Color(hex: 0xB8B8B8), disabledText: Color(hex: 0x6E6E6E),
            accent: Color(hex: 0x1C71D8), accentPressed: Color(hex: 0x1A5FB4), onAccent: Color(hex: 0xFFFFFF),
            accentText: Color(hex: 0x78AEED), selection: Color(hex: 0x3584E4, alpha: 0.28),
            focusRing: Color(hex: 0x78AEED), controlFill: Color(hex: 0x3A3A3A), controlFillPressed: Color(hex: 0x4A4A4A),
            hoverFill: Color(hex: 0xFFFFFF, alpha: 0.08), pressedFill: Color(hex: 0xFFFFFF, alpha: 0.16),
            knob: Color(hex: 0xFAFAFA), separator: Color(hex: 0xFFFFFF, alpha: 0.08),
            pill: Color(hex: 0x000000, alpha: 0.3), onPill: Color(hex: 0xFAFAFA),
            scrollIndicator: Color(hex: 0xFFFFFF, alpha: 0.5),
            tooltipBackground: Color(hex: 0x303030, alpha: 0.96), tooltipText: Color(hex: 0xFFFFFF),
            placeholder: Color(hex: 0x2E2E2E), shadow: Color(hex: 0x000000), destructive: Color(hex: 0xE01B24))
        p.switchOffTrack = Color(hex: 0x858585)
        return p
    }()

    /// Dark text on light surfaces (libadwaita's light values where it has the role).
    public static let light: Palette = {
        var p = Palette(
            windowBackground: Color(hex: 0xFAFAFB), viewBackground: Color(hex: 0xFFFFFF),
            sidebarBackground: Color(hex: 0xEBEBED), barBackground: Color(hex: 0xEBEBED),
            overlayBarBackground: Color(hex: 0xFAFAFB, alpha: 0.86), barEdge: Color(hex: 0x000000, alpha: 0.12),
            cardBackground: Color(hex: 0xFFFFFF), cardBorder: Color(hex: 0x000000, alpha: 0.12),
            veil: Color(hex: 0x000000, alpha: 0.32),
            text: Color(hex: 0x1E1E22), secondaryText: Color(hex: 0x5E5C64), disabledText: Color(hex: 0xA8A8AE),
            accent: Color(hex: 0x1C71D8), accentPressed: Color(hex: 0x1A5FB4), onAccent: Color(hex: 0xFFFFFF),
            accentText: Color(hex: 0x1A5FB4), selection: Color(hex: 0x3584E4, alpha: 0.18),
            focusRing: Color(hex: 0x1C71D8, alpha: 0.7), controlFill: Color(hex: 0xE2E2E5), controlFillPressed: Color(hex: 0xCFCFD4),
            hoverFill: Color(hex: 0x000000, alpha: 0.06), pressedFill: Color(hex: 0x000000, alpha: 0.12),
            knob: Color(hex: 0xFFFFFF), separator: Color(hex: 0x000000, alpha: 0.10),
            pill: Color(hex: 0xFFFFFF, alpha: 0.7), onPill: Color(hex: 0x2E3436),
            scrollIndicator: Color(hex: 0x000000, alpha: 0.45),
            tooltipBackground: Color(hex: 0x303030, alpha: 0.96), tooltipText: Color(hex: 0xFFFFFF),
            placeholder: Color(hex: 0xDEDEE2), shadow: Color(hex: 0x000000), destructive: Color(hex: 0xC01C28))
        p.switchOffTrack = Color(hex: 0x808080)
        return p
    }()
}
