import FlickCore

/// What a `Deck` tells its owner (ViewDeck's delegate), each optional.
public struct DeckCallbacks {
    /// Asked before a side opens (by a call, a key or a drag); false keeps it closed.
    public var shouldOpen: ((DeckSide) -> Bool)?
    /// Asked before an open side closes; false keeps it open.
    public var shouldClose: ((DeckSide) -> Bool)?
    /// A side starts opening (`animated` is false for jumps).
    public var willOpen: ((_ side: DeckSide, _ animated: Bool) -> Void)?
    /// A side finished opening (`animated` is false for jumps).
    public var didOpen: ((_ side: DeckSide, _ animated: Bool) -> Void)?
    /// An open side starts closing (`animated` is false for jumps).
    public var willClose: ((_ side: DeckSide, _ animated: Bool) -> Void)?
    /// A side finished closing (`animated` is false for jumps).
    public var didClose: ((_ side: DeckSide, _ animated: Bool) -> Void)?
    /// The center's x offset changed (every pan step and animation frame); `isPanning` while the user drags.
    public var offsetChanged: ((_ offset: Double, _ isPanning: Bool) -> Void)?
    /// A bouncing close reached its hidden moment; the side that was closing.
    public var didBounce: ((DeckSide) -> Void)?
    /// Replaces the default shadow: given the center's bounds (deck coordinates), returns the shadow to cast, or nil for none.
    public var applyShadow: ((Rect) -> Shadow?)?

    /// No callbacks: the deck opens and closes freely and tells nobody.
    public init() {}
}
