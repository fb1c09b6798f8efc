import FlickCore

/// The hint a demo shows on its first launch: its main gesture as a hand (a fingertip with a
/// trail) that strokes along an arrow, over a short text. It is drawn by the live app above
/// the demo (never by `flick record` or `flick bench`), strokes for
/// `Constants.hintAnimationS` and then rests (the app stops waking), and goes at the user's
/// first drag, pinch, scroll, key or click on the demo — or when the demo's state changes.
public struct FirstLaunchHint: Equatable, Sendable {
    /// The way the hand strokes, in layout coordinates (unit vector).
    public var direction: Point
    /// The text under the hand.
    public var text: String

    /// The hint of `demo` (the shell shows its shown demo's).
    public static func of(_ demo: DemoName) -> FirstLaunchHint {
        switch demo {
        case .swiper, .shell: return FirstLaunchHint(direction: Point(-1, 0), text: "Drag the page sideways")
        case .carousel: return FirstLaunchHint(direction: Point(0, -1), text: "Press Tab or pinch to see all pages")
        case .museum: return FirstLaunchHint(direction: Point(0, -1), text: "Drag up for the next page")
        case .slides: return FirstLaunchHint(direction: Point(-1, 0), text: "Drag sideways for the next scene")
        case .deck: return FirstLaunchHint(direction: Point(1, 0), text: "Drag from the left edge for the menu")
        }
    }

    /// Whether `gesture` counts as using the demo (the hint goes): anything but hovering,
    /// leaving, and a press or release on their own.
    public static func dismisses(_ gesture: Gesture) -> Bool {
        switch gesture {
        case .hover, .leave, .press, .release: return false
        default: return true
        }
    }
}
