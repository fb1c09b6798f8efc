/// The input and motion thresholds of FlickCore, with units in the names. A component's own
/// timings and looks extend this type in the target that uses them (FlickKit's
/// `Constants+Deck.swift` and the like, FlickDemo's for the demo app).
/// Sources: docs/ARCHITECTURE.md, "Feel" (UIScrollView, libadwaita, Flutter, ViewDeck, Mobile Safari, MuseumApp, EnkiUnorderedController).
public enum Constants {
    // MARK: Pointer gestures
    /// Movement before a press becomes a pan, for a precise mouse pointer (touch uses 16 px).
    public static let panSlopPx: Double = 6
    /// Movement allowed between the two clicks of a double tap.
    public static let doubleTapSlopPx: Double = 16
    /// Second click must come within this of the first (Flutter kDoubleTapTimeout).
    public static let doubleTapTimeoutS: Double = 0.300
    /// Press held this long without moving is a long press (Flutter kLongPressTimeout).
    public static let longPressTimeoutS: Double = 0.500
    /// Motion older than this is ignored when estimating velocity (libadwaita).
    public static let velocityWindowS: Double = 0.150
    /// A pointer that has not moved for this long has stopped: a release after it has zero
    /// velocity, and older motion does not count (Flutter kAssumePointerMoveStoppedMilliseconds).
    public static let velocityStaleS: Double = 0.040
    /// A release faster than this is a swipe/flick (libadwaita 0.3 px/ms).
    public static let swipeVelocityThresholdPxPerS: Double = 300
    /// Upper bound on a measured release velocity (Flutter kMaxFlingVelocity).
    public static let maxFlingVelocityPxPerS: Double = 8000
    /// Deck release (ViewDeck 2.4.2): slower than this, a side opens when dragged past 2/3 of the way; faster, the flick's direction decides.
    public static let deckReleaseVelocityPxPerS: Double = 500

    /// Input coordinates are bounded to this, px (far outside any window; keeps arithmetic finite).
    public static let maxInputCoordinatePx: Double = 1_000_000
    /// Wheel notches one scroll event may carry, each way.
    public static let maxScrollNotchesPerEvent: Double = 1_000
    /// Pixels one smooth-scroll or touchpad-swipe event may carry, each way.
    public static let maxSmoothScrollPxPerEvent: Double = 10_000
    /// A touchpad pinch's scale is bounded to this range (factor relative to its start).
    public static let minPinchScale: Double = 0.01
    /// See `minPinchScale`.
    public static let maxPinchScale: Double = 100

    // MARK: Touch and touchpad input (XInput 2)
    /// Movement before a touchscreen finger's press becomes a pan (docs/ARCHITECTURE.md, "Feel": 16 px for touch).
    public static let touchSlopPx: Double = 16
    /// Fingers tracked on a touchscreen at once; further fingers are ignored.
    public static let maxTouches = 10
    /// X11 sends no "fingers lifted" for touchpad scrolling: this long without a scroll event ends
    /// the pan (libinput sends an event per touchpad frame, 7-14 ms apart, while the fingers move;
    /// docs/ARCHITECTURE.md, "Touchpad scrolling", says how it was chosen), seconds.
    public static let touchpadScrollEndGapS: Double = 0.100
    /// Pixels one XI2 scroll-valuator increment stands for: one wheel notch, or that much touchpad
    /// travel (xf86-input-libinput reports touchpad scrolling in libinput's pixel units with an
    /// increment of 15, so this gives back the fingers' travel), px.
    public static let scrollIncrementPx: Double = 15


    // MARK: Scroll and pinch
    /// Pinch scale per ctrl+wheel notch or +/- key press.
    public static let pinchStepScale: Double = 1.1
    /// Horizontal wheel/touchpad notches within this gap form one scroll swipe.
    public static let scrollGestureGapS: Double = 0.150

    // MARK: Physics
    /// Rubber band coefficient c in b = (1 - 1/(x·c/d + 1))·d (UIScrollView).
    public static let rubberBandCoefficient: Double = 0.55
    /// Deceleration rate per ms, normal (UIScrollView): v(t) = v0·r^t.
    public static let decelerationRateNormalPerMs: Double = 0.998
    /// Deceleration rate per ms, fast (UIScrollView).
    public static let decelerationRateFastPerMs: Double = 0.99
    /// A decay (momentum) motion is at rest below this speed; it then lies 0.5 px from its end.
    public static let decayRestVelocityPxPerS: Double = 1
    /// Settle spring (libadwaita carousel and flap): damping ratio 1, mass 0.5, stiffness 500.
    public static let settleSpringDampingRatio: Double = 1
    /// The settle spring's mass.
    public static let settleSpringMass: Double = 0.5
    /// The settle spring's stiffness.
    public static let settleSpringStiffness: Double = 500
    /// A spring is at rest when this close to its target, px (or progress units scaled by the caller).
    public static let springRestEpsilon: Double = 0.001
    /// and moving slower than this, units/s.
    public static let springRestVelocity: Double = 0.01

    /// A swipe's settle spring rests within this many px of its end point.
    public static let swipeRestPx: Double = 0.25
    /// and never coarser than this, in progress units (tiny windows make a page a few px).
    public static let swipeRestMaxProgress: Double = 0.0005

    // MARK: Touchpad swipes
    /// A touchpad swipe this far across moves one page (libadwaita's AdwSwipeTracker
    /// `TOUCHPAD_BASE_DISTANCE_H`, src/adw-swipe-tracker.c), px of finger travel.
    public static let touchpadSwipeWidthPx: Double = 400
    /// A touchpad swipe this far down moves one page (AdwSwipeTracker `TOUCHPAD_BASE_DISTANCE_V`), px.
    public static let touchpadSwipeHeightPx: Double = 300

    // MARK: Window size
    /// The largest side of a window, px (`Size.windowBounded`): what `--size` and a scenario's
    /// `size` accept, and what a window manager's resize is held to.
    public static let maxWindowSidePx: Double = 16384
    /// The largest window area, pixels (`Size.windowBounded`): 7680x4320 (8K UHD) and a little
    /// more. A frame takes 4 bytes a pixel and the app keeps several (frame buffers, page
    /// snapshots), so this bounds memory to hundreds of megabytes rather than gigabytes.
    public static let maxWindowPixels: Double = 33_554_432
}
