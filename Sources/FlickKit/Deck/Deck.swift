import FlickCore

/// The side-drawer view deck (after ViewDeck's `IIViewDeckController` and libadwaita's `AdwFlap`): a center
/// view over optional left and right side views.
///
/// Panning the center reveals a side; it opens with a ledge of the center still visible, or closes, by ViewDeck's release rule. Sides
/// open, close and toggle by call (animated or not, with completions) or key (F9, F10,
/// Escape by default), and close with a bounce that hides the center for a moment so it can be
/// swapped unseen. Every option of `DeckOptions` applies live; `callbacks` reports everything.
/// The center and side views are its children: any component inside them finds the deck with
/// `enclosing(Deck.self)` (ViewDeck's `viewDeckController`).
///
/// Geometry: `offset` is the center's left edge in deck coordinates (0 closed; `width −
/// leftLedge` with the left side open; `rightLedge − centerWidth` with the right one open).
/// Side views are laid out as wide as they show when open: `width − ledge` by default, or a
/// width of their own (`DeckOptions.leftWidth`/`rightWidth`: fixed, or a fraction between a
/// minimum and a maximum), which sets the ledge at every size.
///
/// Motion: slides are timed (`openDurationS`/`closeDurationS`) and carry the velocity in from a
/// release or an interrupted slide; a press catches a moving center where it is. While panning,
/// pulling past an open ledge is rubber-banded (`elasticity`) and can never reach the edge.
/// The pan is a swipe (`Deck+Swipeable`): a `SwipeController` drags, catches and releases the
/// center, and ViewDeck's 2/3 rule (`SwipeEndPolicy.fractionOfTheWay`) picks where it goes.
public final class Deck: SwipingContainer, TopBarProviding {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Behind the side views (shows in an elastic overshoot) in the dark palette: the deck draws
    /// the `windowBackground` of the palette it was laid out in.
    public static let backgroundColor = Palette.dark.windowBackground
    /// A phase ending within this of `now` has ended (frame times are sums of floating-point steps), s.
    static let timeEpsilonS: Double = 1e-9
    /// A spring-driven center rests within this of its place, px.
    static let restTolerancePx: Double = 0.25

    // MARK: Views

    /// The center view; replace it at any time, also mid-animation. It is laid out before the
    /// deck's next gesture, frame or scene.
    public var center: Component {
        didSet {
            if oldValue !== center { releaseChild(oldValue) }
            adoptChild(center)
            layoutChanges.insert(.views)
        }
    }
    /// The left side view (nil: nothing pans or opens to the left).
    public var left: Component? { didSet { sideChanged(.left) } }
    /// The right side view (nil: nothing pans or opens to the right).
    public var right: Component? { didSet { sideChanged(.right) } }

    /// Every adjustable behaviour; a change applies before the next gesture, frame or scene (a new
    /// ledge moves an open center to it).
    public var options: DeckOptions { didSet { optionsChanged(from: oldValue) } }
    /// What screen readers call each side (its semantics node's name, e.g. "Albums"); a side not
    /// named here goes by its title, else "Left side" or "Right side".
    public var sideNames: [DeckSide: String] = [:]
    /// What the deck asks and tells its owner (ViewDeck's delegate).
    public var callbacks = DeckCallbacks()

    // MARK: State

    /// The size laid out (at least 1x1).
    public internal(set) var size = Size(1, 1)
    /// The side the deck is open to or settling on (nil: closed). Changes when a move begins.
    public internal(set) var openSide: DeckSide?
    /// True while the user drags the center.
    public var isPanning: Bool { swipe.isDragging }

    var offset = AnimatedValue(0)
    var motion: DeckMotion?
    /// The drag in progress: what it may open and close (nil: no drag).
    var pan: DeckPan?
    /// The pan of the center: catching, dragging and releasing it.
    let swipe: SwipeController
    /// Delivers gestures to the center and the exposed side.
    let router = ComponentRouter()
    /// The node that held the focus in the center when a side opened and took it: the focus goes
    /// back there when the side has closed (`focusLeavesClosedSide`).
    weak var focusBeforeOpen: (any Component)?
    /// Reduced motion: the appearance being faded out (its offset) and its fade (1 → 0).
    var fadeFromOffset: Double?
    var fade = AnimatedValue(0)
    /// What the deck was last laid out in, its size class made for its size; its views are laid
    /// out in it. With reduced motion, opening and closing cross-fade (as `options.crossFades`).
    public internal(set) var environment = ComponentEnvironment()
    /// What changed since the last layout, done at the next gesture, frame or scene with its
    /// time (`layoutIfNeeded(now:)`).
    var layoutChanges: DeckLayoutChanges = []
    var lastReportedOffset: Double = 0
    /// The sides docked at the current width (`Deck+Docking`).
    var docked: [DeckSide: DeckDockedSide] = [:]
    /// Docking has been decided at a real size once: later changes animate.
    var hasDockingLayout = false
    /// The size the center was last laid out at.
    var laidOutCenterSize = Size(0, 0)

    /// A closed deck showing `center`, with optional `left` and `right` side views (a missing
    /// side never opens) and `options`. The views become the deck's children.
    public init(center: Component, left: Component? = nil, right: Component? = nil, options: DeckOptions = DeckOptions()) {
        self.center = center
        self.left = left
        self.right = right
        self.options = options
        swipe = SwipeController(axis: .horizontal, policy: .fractionOfTheWay())
        swipe.reversed = true
        swipe.caughtReleaseFollowsPolicy = true
        swipe.swipeable = self
        for child in [center, left, right].compactMap({ $0 }) { adoptChild(child) }
    }

    /// The side view of `side`, if any.
    public func view(_ side: DeckSide) -> Component? { side == .left ? left : right }

    /// The center's x offset at `now`.
    public func offset(now: Double) -> Double { offset.value(now: now) }

    /// The settled target as the state key writes it: `closed`, `left` or `right`.
    public var stateName: String { openSide?.rawValue ?? "closed" }

    // MARK: Opening and closing

    /// Opens `side` (closing the other one on the way), unless it is absent or `shouldOpen` says no.
    /// A docked side is shown beside the center instead (`isDocked(_:)`).
    public func open(_ side: DeckSide, animated: Bool = true, now: Double, completion: ((Bool) -> Void)? = nil) {
        if isDocked(side) { setDocked(side, shown: true, animated: animated, now: now, completion: completion); return }
        guard view(side) != nil, openDistance(side) > 0 else { completion?(false); return }
        guard openSide == side || (callbacks.shouldOpen?(side) ?? true) else { completion?(false); return }
        if let other = openSide, other != side, !(callbacks.shouldClose?(other) ?? true) { completion?(false); return }
        move(to: side, animated: animated, velocity: nil, now: now, completion: completion)
    }

    /// Closes whichever side is open as a drawer, unless `shouldClose` says no (a docked side stays
    /// as it is: `toggle(_:animated:now:completion:)` hides it).
    public func close(animated: Bool = true, now: Double, completion: ((Bool) -> Void)? = nil) {
        if let side = openSide, !(callbacks.shouldClose?(side) ?? true) { completion?(false); return }
        move(to: nil, animated: animated, velocity: nil, now: now, completion: completion)
    }

    /// Opens `side`, or closes it when it is the one open; a docked side is shown or hidden.
    public func toggle(_ side: DeckSide, animated: Bool = true, now: Double, completion: ((Bool) -> Void)? = nil) {
        if isDocked(side) {
            setDocked(side, shown: !isDockedAndShown(side), animated: animated, now: now, completion: completion)
            return
        }
        if openSide == side { close(animated: animated, now: now, completion: completion) } else {
            open(side, animated: animated, now: now, completion: completion)
        }
    }

    /// Closes with a bounce (Path style): the center slides fully off towards the far edge of
    /// `side` (default: the open side), `hidden` runs at the moment it is out of sight (swap the
    /// center there), `didBounce` follows, then it slides back closed. With reduced motion the
    /// center is swapped at once and cross-fades closed. A docked side stays beside the center: `hidden`
    /// runs at once (the center is swapped in place) and `completion` gets false, as with no side.
    public func closeBouncing(_ side: DeckSide? = nil, now: Double, completion: ((Bool) -> Void)? = nil,
                              hidden: ((Deck) -> Void)? = nil) {
        guard let side = side ?? openSide, view(side) != nil, !isDocked(side) else {
            hidden?(self)
            completion?(false)
            return
        }
        if openSide == side, !(callbacks.shouldClose?(side) ?? true) { completion?(false); return }
        bounce(side, now: now, hidden: hidden, completion: completion)
    }

    // MARK: Component

    /// Lays the deck and its views out for `size`: the center at full size (narrower with
    /// `maxSizePx` and one side), each side as wide as it shows when open. An open center keeps its
    /// ledge or its side's size as `sizeMode` says.
    public func layout(size: Size, now: Double) { relayout(to: size, now: now) }

    /// Lays the deck out in `environment`, which it hands its views.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        relayout(to: size, now: now)
    }

    /// The deck's keys first, then pans the center may make (by `panningMode`, the edge strips,
    /// and children that claim their own pans), then the views: a gesture inside the center or an
    /// open side goes to it in its own coordinates (the center only as `centerHiddenInteractivity`
    /// allows while a side is open).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        layoutIfNeeded(now: now)
        let used = handleGesture(gesture, now: now)
        layoutIfNeeded(now: now)
        reportOffset(now: now, panning: isPanning)
        return used
    }

    /// Runs the deck's slides (and their completions and callbacks) and advances the views.
    public func advance(to now: Double) {
        layoutIfNeeded(now: now)
        advanceMotion(to: now)
        advanceDocking(to: now)
        layoutIfNeeded(now: now)
        center.advance(to: now)
        left?.advance(to: now)
        right?.advance(to: now)
        reportOffset(now: now, panning: isPanning)
    }

    /// The open side's view under the center at its offset, with the center's shadow.
    public func scene(now: Double) -> SceneNode {
        layoutIfNeeded(now: now)
        return makeScene(now: now)
    }

    /// True while the center slides, is dragged or cross-fades, or a view animates.
    public func isAnimating(now: Double) -> Bool {
        motion != nil || isPanning || offset.isAnimating(now: now) || fade.isAnimating(now: now) || isDockAnimating(now: now)
            || center.isAnimating(now: now) || (left?.isAnimating(now: now) ?? false) || (right?.isAnimating(now: now) ?? false)
    }

    /// The earliest deadline of the views.
    public func nextDeadline(now: Double) -> Double? {
        [center.nextDeadline(now: now), left?.nextDeadline(now: now), right?.nextDeadline(now: now)]
            .compactMap { $0 }.min()
    }

    /// `deck.state` (the settled target of the drawer), `deck.offset` (the center's current offset
    /// in whole pixels), `deck.docked` (the sides docked at this width: `none`, `left`, `right` or
    /// `both`) and `deck.docked.shown` (those of them shown, in the same words), then the center's state and the sides' (`PublishedState`: a nested deck's keys
    /// go under `deck[center].`, `deck[right].` or `deck[left].`).
    public var state: [String: String] {
        // A computed offset (see `makeScene`), kept printable whatever it is.
        let x = lastReportedOffset.isFinite ? lastReportedOffset.rounded() : 0
        let own = ["deck.state": stateName, "deck.offset": String(Int(max(-1e9, min(1e9, x)))),
                   "deck.docked": Deck.dockedName(dockedSides),
                   "deck.docked.shown": Deck.dockedName(dockedSides.filter(isDockedAndShown))]
        return PublishedState.merge(own: own, children: [("deck[center]", center.state), ("deck[right]", right?.state ?? [:]),
                                                         ("deck[left]", left?.state ?? [:])])
    }

    // MARK: Protocols

    /// The center's top bar, where the center shows one.
    public var topBarFrame: Rect? {
        guard let bar = (center as? TopBarProviding)?.topBarFrame else { return nil }
        return bar.offsetBy(dx: lastReportedOffset + dockInsetTarget(.left), dy: 0)
    }

    /// Reduced motion: opening and closing cross-fade instead of sliding (`options.crossFades`).
    @available(*, deprecated, message: "reduced motion comes down the tree: ComponentEnvironment.reducedMotion")
    public var prefersReducedMotion: Bool {
        get { environment.reducedMotion }
        set { environment.reducedMotion = newValue }
    }

    /// Opening and closing cross-fade instead of sliding: `options.crossFades`, or reduced motion.
    var crossFades: Bool { options.crossFades || environment.reducedMotion }

    // MARK: Changes

    func sideChanged(_ side: DeckSide) {
        if let view = view(side) { adoptChild(view) }
        layoutChanges.insert(.views)
        if view(side) == nil { layoutChanges.insert(side == .left ? .leftRemoved : .rightRemoved) }
    }

    func optionsChanged(from old: DeckOptions) {
        guard options != old else { return }
        layoutChanges.formUnion([.views, .retarget])
    }

    /// Marks the deck as needing layout: its views are laid out again and an open center follows
    /// its ledge, at the next gesture, frame or scene, with that moment's time.
    public func setNeedsLayout() { layoutChanges.formUnion([.views, .retarget]) }

    /// Does what changed since the last layout at `now`: lays the views out, re-aims a running
    /// slide at a changed ledge, and closes a side that went away while open or opening.
    func layoutIfNeeded(now: Double) {
        guard !layoutChanges.isEmpty else { return }
        let changes = layoutChanges
        layoutChanges = []
        if changes.contains(.views) { relayoutViews(now: now) }
        // Open centers follow a changed ledge or size; a running slide is re-aimed.
        if changes.contains(.retarget) { retarget(now: now) }
        for side in DeckSide.allCases where changes.contains(side == .left ? .leftRemoved : .rightRemoved) {
            // The side went away: close if it was open or opening.
            guard view(side) == nil else { continue }
            if openSide == side || offset.target * side.direction > restOffset * side.direction {
                move(to: nil, animated: true, velocity: nil, now: now, completion: nil)
            }
        }
    }

    /// Tells `offsetChanged` about a new offset.
    func reportOffset(now: Double, panning: Bool) {
        let x = offset.value(now: now)
        guard x != lastReportedOffset else { return }
        lastReportedOffset = x
        callbacks.offsetChanged?(x, panning)
    }
}
