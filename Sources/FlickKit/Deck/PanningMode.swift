/// Where a pan on the deck's center may move it (ViewDeck's panning modes, plus a screen-edge
/// strip that combines with any of them). An open side can always be dragged back from the
/// center's visible ledge and from the side itself, unless the mode is `none`.
public struct PanningMode: OptionSet, Hashable, Sendable {
    /// The modes as bits (one bit per mode).
    public let rawValue: Int
    /// The modes whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Anywhere on the center (the default).
    public static let fullView = PanningMode(rawValue: 1 << 0)
    /// Only on the center's top bar (a center that is `TopBarProviding`; otherwise nowhere).
    public static let topBar = PanningMode(rawValue: 1 << 1)
    /// Only inside `DeckOptions.panningRegion`.
    public static let region = PanningMode(rawValue: 1 << 2)
    /// Pans starting in the strip along the deck's left and right edges (`DeckOptions.edgeStripPx`),
    /// even over content that claims its own drags.
    public static let screenEdge = PanningMode(rawValue: 1 << 3)

    /// No panning at all: only `open`, `close` and `toggle` move the center.
    public static let none: PanningMode = []
}
