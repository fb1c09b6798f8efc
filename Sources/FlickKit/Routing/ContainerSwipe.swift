import FlickCore

/// What a container declares about its own swipe so that its router decides every pointer
/// sequence by one rule (`ComponentRouter.route(_:in:swipe:now:)`): the swipe controller, the
/// axis a pan is judged along, the edge strip that takes a pan whatever lies under it, how the
/// swipe begins, and what a tap that no child used means to the container itself.
public struct ContainerSwipe {
    /// The container's swipe.
    public let controller: SwipeController
    /// The axis a pan starting with `PanInfo` runs along for the arbitration (the innermost child
    /// panning along it keeps it); by default the controller's axis.
    public var axis: (PanInfo) -> SwipeAxis
    /// Whether a pan starting at a point (container coordinates) is in the container's edge strip,
    /// where the container's swipe takes it before any child; by default nowhere.
    public var isInEdgeStrip: (Point) -> Bool
    /// Starts the container's swipe for a pan no child claimed; false when it does not take it.
    /// By default the controller takes the pan (`SwipeController.handle(_:now:)`).
    public var begins: (PanInfo, Double) -> Bool
    /// A left-button tap the swipe did not swallow, after the children had it: the point
    /// (container coordinates), the child that held the press (nil: none, or a blocker), and
    /// whether a child used the tap. Returns whether the container used it; by default it does not.
    public var tapped: (Point, (any Component)?, Bool, Double) -> Bool
    /// A press that catches the moving swipe still goes to the child under it (a deck's center
    /// gets the press that stops it; its tap is swallowed all the same). False by default: the
    /// press that catches is the swipe's alone.
    public var catchPassesPress = false
    /// The container's further swipes (a carousel's lift to close): each catches, swallows the
    /// tap after a catch, settles on release and ends on `.cancel` as the main one does, and a
    /// pan's updates go to whichever one `begins` started. None by default.
    public var others: [SwipeController] = []

    /// The main swipe, then the others.
    var controllers: [SwipeController] { [controller] + others }
    /// The swipe a drag moves now, if any.
    var dragging: SwipeController? { controllers.first { $0.isDragging } }

    /// A declaration for `controller`; each part defaults as documented on it.
    public init(_ controller: SwipeController,
                axis: ((PanInfo) -> SwipeAxis)? = nil,
                isInEdgeStrip: @escaping (Point) -> Bool = { _ in false },
                begins: ((PanInfo, Double) -> Bool)? = nil,
                tapped: @escaping (Point, (any Component)?, Bool, Double) -> Bool = { _, _, _, _ in false }) {
        self.controller = controller
        self.axis = axis ?? { _ in controller.axis }
        self.isInEdgeStrip = isInEdgeStrip
        self.begins = begins ?? { info, now in controller.handle(.panBegin(info), now: now) }
        self.tapped = tapped
    }

    /// The dominant axis of a pan's travel so far (horizontal on a tie when `tieIsHorizontal`).
    public static func dominantAxis(of info: PanInfo, tieIsHorizontal: Bool = false) -> SwipeAxis {
        let t = info.totalTranslation
        if abs(t.x) == abs(t.y) { return tieIsHorizontal ? .horizontal : .vertical }
        return abs(t.x) > abs(t.y) ? .horizontal : .vertical
    }
}
