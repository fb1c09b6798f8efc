import FlickCore

/// What a container declares about its own swipe, once, so that its router decides every
/// pointer sequence by one rule (`ComponentRouter.route(_:in:swipe:now:)`) and answers a parent's
/// pan claim from it (`SwipingContainer`): the swipe controller, the axis a pan is judged along,
/// the edge strip that takes a pan whatever lies under it, where a swipe may start, how it
/// starts, and what a tap that no child used means to the container itself. The children are
/// the container's `routedChildren(now:)`.
public struct ContainerSwipe {
    /// The container's swipe.
    public let controller: SwipeController
    /// The axis a pan runs along for the arbitration (the innermost child panning along it keeps
    /// it); by default the controller's axis.
    public var axis: (_ pan: PanInfo) -> SwipeAxis
    /// Whether a pan starting at a point (container coordinates) is in the container's edge strip,
    /// where the container's swipe takes it before any child; by default nowhere.
    public var isInEdgeStrip: (_ start: Point) -> Bool
    /// Whether the container's swipe may take `pan` (container coordinates, its travel so far):
    /// its swipe area. A pan no child claims starts the swipe only here, and a parent asking for
    /// the container's claim gets this answer. By default the swipeable's own
    /// (`Swipeable.swipeMayStart(at:now:)`), at the pan's start.
    public var swipeMayStart: (_ pan: PanInfo, _ now: Double) -> Bool
    /// Starts the container's swipe for a pan it may take that no child claimed; false when it
    /// does not start after all. By default the controller takes the pan (`SwipeController.handle(_:now:)`).
    public var startSwipe: (_ pan: PanInfo, _ now: Double) -> Bool
    /// Whether the container itself uses a left-button tap the swipe did not swallow, after the
    /// children had it; by default it does not.
    public var usesTap: (_ tap: ContainerTap) -> Bool
    /// A press that catches the moving swipe still goes to the child under it (a deck's center
    /// gets the press that stops it; its tap is swallowed all the same). False by default: the
    /// press that catches is the swipe's alone.
    public var catchPassesPress = false
    /// The container's further swipes (a carousel's lift to close): each catches, swallows the
    /// tap after a catch, settles on release and ends on `.cancel` as the main one does, and a
    /// pan's updates go to whichever one `startSwipe` started. None by default.
    public var others: [SwipeController] = []

    /// The main swipe, then the others.
    var controllers: [SwipeController] { [controller] + others }
    /// The swipe a drag moves now, if any.
    var dragging: SwipeController? { controllers.first { $0.isDragging } }

    /// A declaration for `controller`; each part defaults as documented on it.
    public init(_ controller: SwipeController,
                axis: ((_ pan: PanInfo) -> SwipeAxis)? = nil,
                isInEdgeStrip: @escaping (_ start: Point) -> Bool = { _ in false },
                swipeMayStart: ((_ pan: PanInfo, _ now: Double) -> Bool)? = nil,
                startSwipe: ((_ pan: PanInfo, _ now: Double) -> Bool)? = nil,
                usesTap: @escaping (_ tap: ContainerTap) -> Bool = { _ in false }) {
        self.controller = controller
        self.axis = axis ?? { _ in controller.axis }
        self.isInEdgeStrip = isInEdgeStrip
        self.swipeMayStart = swipeMayStart ?? { pan, now in
            controller.swipeable?.swipeMayStart(at: pan.start, now: now) ?? false
        }
        self.startSwipe = startSwipe ?? { pan, now in controller.handle(.panBegin(pan), now: now) }
        self.usesTap = usesTap
    }

    /// Whether the swipe claims `pan` (container coordinates) along `axis` for its container: the
    /// pan runs along the swipe's axis and the swipe may start there.
    public func claims(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        self.axis(pan) == axis && swipeMayStart(pan, now)
    }

    /// The dominant axis of a pan's travel so far (horizontal on a tie when `tieIsHorizontal`).
    public static func dominantAxis(of info: PanInfo, tieIsHorizontal: Bool = false) -> SwipeAxis {
        let t = info.totalTranslation
        if abs(t.x) == abs(t.y) { return tieIsHorizontal ? .horizontal : .vertical }
        return abs(t.x) > abs(t.y) ? .horizontal : .vertical
    }
}
