/// The session file (`session.json` in `$XDG_STATE_HOME/flick/`), format 1: where the user
/// left things. Each demo's part is present once that demo has been shown (a demo not shown in
/// a run keeps what an earlier run saved); every field is optional and checked when applied
/// (unknown names are dropped, indices clamped).
///
/// ```json
/// { "version": 1, "demo": "carousel",
///   "carousel": { "pages": [0, 1, null], "selected": 2, "closed": [{ "page": 3, "index": 1 }] },
///   "swiper": { "item": "C", "taps": { "A": 2 } },
///   "museum": { "favorites": ["vessels"], "tab": "favorites", "pages": [1, 0] },
///   "slides": { "stack": ["Coral", "Rings"] },
///   "deck": { "open": "left" },
///   "hintsSeen": ["swiper", "carousel"] }
/// ```
public struct SavedSession: StateDocument {
    public static let formatVersion = 1
    public static let documentName = "session"

    public var version = SavedSession.formatVersion
    /// The demo the shell shows (a `DemoName` raw value).
    public var demo: String?
    public var carousel: SavedCarousel?
    public var swiper: SavedSwiper?
    public var museum: SavedMuseum?
    public var slides: SavedSlides?
    public var deck: SavedDeck?
    /// The demos whose first-launch hint was used (not shown again).
    public var hintsSeen: [String]?

    public init() {}
}
