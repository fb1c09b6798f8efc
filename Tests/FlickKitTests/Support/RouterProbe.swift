import FlickCore
@testable import FlickKit

/// A leaf for router tests: records what reaches it (in its own coordinates), claims pans along
/// `claimedAxis`, and takes Tab focus once (a second Tab passes focus on).
final class RouterProbe: Component, PanClaiming {
    let name: String
    var received: [Gesture] = []
    var claimedAxis: SwipeAxis?
    var takesFocus = false
    var isFocused = false

    init(_ name: String, claims axis: SwipeAxis? = nil, takesFocus: Bool = false) {
        self.name = name
        claimedAxis = axis
        self.takesFocus = takesFocus
    }

    func layout(size: Size, now: Double) {}
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        received.append(gesture)
        if case .key(let key) = gesture, ComponentRouter.isTab(key) {
            guard takesFocus, !isFocused else { isFocused = false; return false }
            isFocused = true
            return true
        }
        if case .panBegin = gesture { return claimedAxis != nil }
        return true
    }
    func scene(now: Double) -> SceneNode { .empty }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
    func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool { claimedAxis == axis }

    /// The kinds of gesture received, in order ("press", "tap", "leave", …).
    var kinds: [String] { received.map { String(describing: $0).split(separator: "(").first.map(String.init) ?? "" } }
    /// The location of the last positional gesture received.
    var lastLocation: Point? { received.last { $0.location != nil }?.location }
}

/// A container for router tests: children at fixed frames (front to back), everything routed.
final class RouterTestContainer: RoutingContainer {
    var children: [RoutedChild]
    let router = ComponentRouter()
    /// Whether Tab wraps at this level (the root does; nested containers hand focus on).
    var wrapsFocus: Bool

    init(_ children: [RoutedChild], wrapsFocus: Bool = false) {
        self.children = children
        self.wrapsFocus = wrapsFocus
    }

    func routedChildren(now: Double) -> [RoutedChild] { children }
    func layout(size: Size, now: Double) {}
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .key(let key) = gesture, ComponentRouter.isTab(key) {
            return router.moveFocus(in: children, backward: ComponentRouter.isBackTab(key), wraps: wrapsFocus, now: now)
        }
        return router.route(gesture, in: children, now: now)
    }
    func scene(now: Double) -> SceneNode { .empty }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
}
