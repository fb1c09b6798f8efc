import FlickCore

/// Every adjustable behaviour of a `Deck` (ViewDeck's properties), live: a deck applies a
/// change at once (a changed ledge moves an open center to the new ledge).
public struct DeckOptions: Equatable {
    /// How much of the center stays visible beside the open left side, px (0 allowed).
    public var leftLedgePx: Double = Constants.deckLedgePx
    /// How much of the center stays visible beside the open right side, px (0 allowed).
    public var rightLedgePx: Double = Constants.deckLedgePx
    /// How wide the left side view is: the deck's width less `leftLedgePx` by default, or a width
    /// of its own (`.fixed(320)`, `.fraction(0.25, minimum: 220, maximum: 360)`), which then sets
    /// the ledge (the deck's width less the side's) at every size and ignores `sizeMode`.
    public var leftWidth: DeckSideWidth = .allButLedge
    /// How wide the right side view is (as `leftWidth`, with `rightLedgePx`).
    public var rightWidth: DeckSideWidth = .allButLedge
    /// At or above this deck width the left side is docked (nil: never, the default): it shows
    /// beside the center, which is laid out narrower, instead of sliding over it
    /// (`AdwOverlaySplitView` uncollapsed); below it the side is the overlay drawer.
    public var docksLeftAtWidth: Double?
    /// At or above this deck width the right side is docked (as `docksLeftAtWidth`).
    public var docksRightAtWidth: Double?
    /// With exactly one side, a positive value caps the center's width so that side stays
    /// permanently visible beside it; ignored with two sides (and when 0).
    public var maxSizePx: Double = 0
    /// How long an opening slide takes, s (ViewDeck's default: 0.3).
    public var openDurationS: Double = Constants.deckOpenDurationS
    /// How long a closing slide takes, s (ViewDeck's default: 0.3).
    public var closeDurationS: Double = Constants.deckCloseDurationS
    /// Both halves of a bounce last their slide's duration times this factor…
    public var bounceDurationFactor: Double = Constants.deckBounceDurationFactor
    /// …unless this is set: then it scales the opening half, and `bounceDurationFactor` only the closing one.
    public var bounceOpenSideDurationFactor: Double?
    /// The shadow on the center's edge (nil: none); `DeckCallbacks.applyShadow` overrides it.
    public var shadow: Shadow? = Shadow(radius: Constants.deckShadowRadiusPx, opacity: Constants.deckShadowOpacity)
    /// How dark the scrim over the center gets with a side fully open (0: no scrim; AdwFlap's
    /// shield). It follows the open progress, so a half-open side dims the center half as much.
    /// Whether a click on the dimmed center closes the side is `centerHiddenInteractivity`'s choice.
    public var scrimOpacity: Double = Constants.deckScrimOpacity
    /// A hairline of this colour along the center's uncovered edge, drawn with its shadow (nil:
    /// none): on dark side views the edge of the center reads as on top even where the shadow
    /// has little to darken. The default (`DeckOptions.paletteEdgeHighlight`) is the `barEdge` of the
    /// palette the deck was laid out in.
    public var edgeHighlight: Color? = DeckOptions.paletteEdgeHighlight
    /// The default `edgeHighlight`, drawn as the palette's `barEdge` (its dark value).
    public static let paletteEdgeHighlight = Palette.dark.barEdge
    /// Pulling past an open ledge follows with resistance and springs back.
    public var elasticity = true
    /// What a resize keeps: the ledges (the default) or the side views' sizes.
    public var sizeMode: SizeMode = .keepLedges
    /// Where a pan may start to move the center (anywhere on it by default).
    public var panningMode: PanningMode = .fullView
    /// For `PanningMode.region`: the area that pans, in the center's coordinates (it moves with the center).
    public var panningRegion: Rect?
    /// Width of the strips of `PanningMode.screenEdge`, px.
    public var edgeStripPx: Double = Constants.edgeSwipeAreaPx
    /// What the center does with input while a side is open.
    public var centerHiddenInteractivity: CenterHiddenInteractivity = .interactive
    /// Release speed that separates the 2/3 rule from the flick's direction, px/s.
    public var releaseVelocityPxPerS: Double = Constants.deckReleaseVelocityPxPerS
    /// Reduced motion: open and close cross-fade instead of sliding.
    public var crossFades = false
    /// The key that toggles the left side, handled before the deck's views (nil: none).
    public var toggleLeftKey: KeyCombo? = KeyCombo("F9")
    /// The key that toggles the right side (nil: none).
    public var toggleRightKey: KeyCombo? = KeyCombo("F10")
    /// The key that closes an open side (nil: none).
    public var closeKey: KeyCombo? = KeyCombo("Escape")

    /// ViewDeck's defaults: 44 px ledges, 0.3 s slides, elasticity, panning anywhere on the
    /// center, an interactive center and F9, F10 and Escape as keys; a dense shadow, an edge
    /// highlight and a scrim over the center for depth on dark views.
    public init() {}

    /// The ledge of `side`.
    public func ledge(_ side: DeckSide) -> Double { side == .left ? leftLedgePx : rightLedgePx }

    /// Sets the ledge of `side`, px.
    public mutating func setLedge(_ side: DeckSide, _ px: Double) {
        if side == .left { leftLedgePx = px } else { rightLedgePx = px }
    }

    /// The deck width at or above which `side` is docked (nil: never).
    public func docksAtWidth(_ side: DeckSide) -> Double? { side == .left ? docksLeftAtWidth : docksRightAtWidth }

    /// The width rule of `side`.
    public func width(_ side: DeckSide) -> DeckSideWidth { side == .left ? leftWidth : rightWidth }

    /// Sets the width rule of `side`.
    public mutating func setWidth(_ side: DeckSide, _ width: DeckSideWidth) {
        if side == .left { leftWidth = width } else { rightWidth = width }
    }

    /// Duration of the opening half of a bounce, s.
    public var bounceOpenDurationS: Double { openDurationS * (bounceOpenSideDurationFactor ?? bounceDurationFactor) }
    /// Duration of the closing half of a bounce, s.
    public var bounceCloseDurationS: Double { closeDurationS * bounceDurationFactor }
}
