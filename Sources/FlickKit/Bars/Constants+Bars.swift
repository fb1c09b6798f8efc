import FlickCore

/// The toolbars' timings and the page dots' looks (libadwaita indicator dots), with units in the names.
extension Constants {
    /// Toolbars hide after this long without use (swiper), s.
    public static let toolbarAutoHideS: Double = 2.0
    /// Toolbar fade in/out, s.
    public static let toolbarFadeS: Double = 0.2
    /// Pointer this close to the top or bottom edge reveals toolbars, px.
    public static let toolbarRevealEdgePx: Double = 48
    /// A page dot's radius, px.
    public static let dotRadiusPx: Double = 3
    /// The current page's dot's radius, px.
    public static let dotRadiusSelectedPx: Double = 4
    /// A page dot's opacity.
    public static let dotOpacity: Double = 0.3
    /// The current page's dot's opacity.
    public static let dotOpacitySelected: Double = 0.9
    /// The gap between two page dots, px: with the current dot's diameter, a pitch of 24 px, so
    /// each dot's hit slot is the least pointer target (WCAG 2.5.8).
    public static let dotSpacingPx: Double = 16
}
