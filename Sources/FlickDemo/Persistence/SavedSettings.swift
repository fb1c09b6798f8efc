import FlickApp

/// The settings file (`settings.json` in `$XDG_CONFIG_HOME/flick/`), format 1: the app's global
/// settings and each demo's options. Every field is optional (a missing one keeps its default),
/// and values out of range are clamped when applied.
///
/// ```json
/// { "version": 1,
///   "app": { "slowAnimations": false, "showTouches": false, "frameTimeOverlay": false, "reducedMotion": true, "theme": "system" },
///   "carousel": { "allowsLongSwipes": true, "useShadows": false, "showsCloseButtons": true, "cardScale": 0.6, "spacingPx": 24 },
///   "swiper": { "allowsMomentum": true, "showsPageControl": true, "showsToolbars": true },
///   "deck": { "elasticity": true, "leftLedgePx": 44, … } }
/// ```
struct SavedSettings: StateDocument {
    static let formatVersion = 1
    static let documentName = "settings"

    public var version = SavedSettings.formatVersion
    /// The app's settings (`AppSettings`).
    public var app: SavedAppSettings?
    /// The carousel demo's options.
    public var carousel: SavedCarouselOptions?
    /// The swiper demo's options.
    public var swiper: SavedSwiperOptions?
    /// The deck demo's options.
    var deck: SavedDeckOptions?

    public init() {}
}
