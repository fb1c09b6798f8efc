import FlickCore

/// The hint a demo shows on its first launch: its main gesture as a hand (a fingertip with a
/// trail) that strokes along an arrow, over a short text. It is drawn by the live app above
/// the demo (never by `flick record` or `flick bench`), strokes for
/// `Constants.hintAnimationS` and then rests (the app stops waking), and goes at the user's
/// first drag, pinch, scroll, key or click on the demo — or when the demo's state changes.
struct FirstLaunchHint: Equatable, Sendable {
    /// One fingertip's stroke, relative to the hint's centre (layout px).
    struct Stroke: Equatable, Sendable {
        public var from: Point
        public var to: Point
    }

    /// The fingertips' strokes: one for a drag, two coming together for a pinch.
    public var strokes: [Stroke]
    /// The text under the hand.
    public var text: String
    /// Where the hand strokes, as a fraction of the window's height from the top: a little below
    /// the middle, lower where the demo's own text sits in the middle (a slide's title plate).
    public var heightFraction: Double = 0.55

    /// A drag of 90 px through the centre along `direction` (a unit vector), `heightFraction` down.
    static func drag(_ direction: Point, _ text: String, heightFraction: Double = 0.55) -> FirstLaunchHint {
        let half = 45.0
        return FirstLaunchHint(strokes: [Stroke(from: Point(-direction.x * half, -direction.y * half),
                                                to: Point(direction.x * half, direction.y * half))], text: text,
                               heightFraction: heightFraction)
    }

    /// Two fingertips pinching in (the carousel's zoom out to its pages).
    static func pinch(_ text: String) -> FirstLaunchHint {
        FirstLaunchHint(strokes: [Stroke(from: Point(-76, -53), to: Point(-34, -24)),
                                  Stroke(from: Point(76, 53), to: Point(34, 24))], text: text)
    }

    /// The hint of `demo` (the shell shows its shown demo's).
    public static func of(_ demo: DemoName) -> FirstLaunchHint {
        switch demo {
        case .swiper, .shell: return .drag(Point(-1, 0), "Drag the page sideways")
        case .carousel: return .pinch("Press Tab or pinch to see all pages")
        case .museum: return .drag(Point(0, -1), "Drag up for the next page")
        // Below the scene's title plate ("Coral", "Scene 1 of 7"), which fills the middle.
        case .slides: return .drag(Point(-1, 0), "Drag sideways for the next scene", heightFraction: 0.74)
        case .deck: return .drag(Point(1, 0), "Drag the page to the right for the menu")
        }
    }

    /// Whether `gesture` counts as using the demo (the hint goes): anything but hovering,
    /// leaving, and a press or release on their own.
    static func dismisses(_ gesture: Gesture) -> Bool {
        switch gesture {
        case .hover, .leave, .press, .release: return false
        default: return true
        }
    }
}
