/// Every feel threshold and default in one place, with units in the names.
/// Sources: docs/ARCHITECTURE.md, "Feel" (UIScrollView, libadwaita, Flutter, ViewDeck, the seeds).
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
    /// Drawer fling threshold (Flutter material drawer).
    public static let drawerFlingVelocityPxPerS: Double = 365
    /// Edge strip that starts edge pans (libadwaita ADW_SWIPE_BORDER).
    public static let edgeSwipeAreaPx: Double = 32
    /// Deck release (ViewDeck 2.4.2): slower than this, a side opens when dragged past 2/3 of the way; faster, the flick's direction decides.
    public static let deckReleaseVelocityPxPerS: Double = 500
    /// Deck ledge: how much of the center stays visible beside an open side (ViewDeck default).
    public static let deckLedgePx: Double = 44
    /// Shadow on the deck center's edge: black, offset 0. ViewDeck 2.4.2 uses radius 10 and opacity
    /// 0.5 over light side views; over dark ones that darkens the edge by a few levels only, so the
    /// shadow is wider and denser here (it halves the side's brightness at the center's edge).
    public static let deckShadowRadiusPx: Double = 18
    public static let deckShadowOpacity: Double = 1.0
    /// Scrim over the center while a side is open, at full open (AdwFlap's shield); scaled by the open progress.
    public static let deckScrimOpacity: Double = 0.35

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
    /// Distance one wheel notch scrolls in a scroll view, px.
    public static let scrollNotchPx: Double = 48
    /// Pinch scale per ctrl+wheel notch or +/- key press.
    public static let pinchStepScale: Double = 1.1
    /// Horizontal wheel/touchpad notches within this gap form one scroll swipe.
    public static let scrollGestureGapS: Double = 0.150
    /// Pinch steps (ctrl+wheel, +/-) have no "fingers lifted" event: a pause this long ends the pinch.
    public static let pinchEndGapS: Double = 0.35
    /// Pinching a picture out past this scale opens it (1.1⁴ ≈ 1.46: four notches).
    public static let pinchOpenScale: Double = 1.4
    /// Pinching an open picture in below this scale closes it (four notches in).
    public static let pinchCloseScale: Double = 0.72

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
    public static let settleSpringMass: Double = 0.5
    public static let settleSpringStiffness: Double = 500
    /// A spring is at rest when this close to its target, px (or progress units scaled by the caller).
    public static let springRestEpsilon: Double = 0.001
    /// and moving slower than this, units/s.
    public static let springRestVelocity: Double = 0.01

    /// A swipe's settle spring rests within this many px of its end point.
    public static let swipeRestPx: Double = 0.25
    /// and never coarser than this, in progress units (tiny windows make a page a few px).
    public static let swipeRestMaxProgress: Double = 0.0005

    // MARK: Durations (seconds)
    public static let slideDurationS: Double = 0.5
    public static let deckOpenDurationS: Double = 0.3
    /// Deck close slide (ViewDeck closeSlideAnimationDuration default).
    public static let deckCloseDurationS: Double = 0.3
    /// Deck bounce: both halves last their slide's duration times this (ViewDeck bounceDurationFactor).
    public static let deckBounceDurationFactor: Double = 1.0
    public static let carouselTapToNeighbourS: Double = 0.5
    public static let carouselAddPerPageS: Double = 0.2
    public static let carouselAddZoomS: Double = 0.3
    /// Carousel add page: the new card's fade-in between the travel and the zoom (seed: 0.3 s).
    public static let carouselAddFadeS: Double = 0.3
    /// A carousel card dragged (or flung, projected) up by this fraction of its height closes.
    public static let carouselCloseLiftFraction: Double = 0.3
    /// Most pages one carousel fling may travel (long swipes).
    public static let carouselMaxPagesPerFling = 50
    /// Reordering: holding the picked-up card within this fraction of the width of a side scrolls the row.
    public static let carouselReorderEdgeFraction: Double = 0.12
    /// Reordering: the row's fastest edge scroll, pages per second.
    public static let carouselReorderScrollPagesPerS: Double = 3
    /// Toolbars hide after this long without use (swiper).
    public static let toolbarAutoHideS: Double = 2.0
    /// Toolbar fade in/out.
    public static let toolbarFadeS: Double = 0.2
    /// Pointer this close to the top or bottom edge reveals toolbars, px.
    public static let toolbarRevealEdgePx: Double = 48

    // MARK: Page dots (libadwaita indicator dots)
    public static let dotRadiusPx: Double = 3
    public static let dotRadiusSelectedPx: Double = 4
    public static let dotOpacity: Double = 0.3
    public static let dotOpacitySelected: Double = 0.9
    public static let dotSpacingPx: Double = 7

    // MARK: Remembered state (the app's settings and session files)
    /// A changed setting or session is written this long after the first unsaved change, s
    /// (so a `kill -9` loses at most this much; never once per frame).
    public static let stateSaveDelayS: Double = 0.5
    /// While something moves, the settings and session are compared with what is saved at most
    /// this often, s (not every frame or motion event); at rest, and after a press, key or
    /// resize, at once.
    public static let stateCaptureIntervalS: Double = 0.25
    /// A first-launch hint's hand moves for this long, then rests (the app stops waking), s.
    public static let hintAnimationS: Double = 4.8
    /// One stroke of a hint's hand, s.
    public static let hintStrokeS: Double = 1.6

    // MARK: Discoverability (tooltips, overlay scroll indicators, the shortcuts overlay)
    /// The pointer rests this long on a bar button before its tooltip shows, s.
    public static let tooltipDelayS: Double = 0.6
    /// An overlay scroll indicator stays this long after the content stops scrolling, s.
    public static let scrollIndicatorHoldS: Double = 0.8
    /// Then fades out over this long, s.
    public static let scrollIndicatorFadeS: Double = 0.3
    /// The shortcuts overlay fades and grows in (and out) over this long, s.
    public static let shortcutsOverlayFadeS: Double = 0.2

    // MARK: Touchpad swipes and continuous pinch (issue 10)
    /// A touchpad swipe this far across moves one page (libadwaita's AdwSwipeTracker
    /// `TOUCHPAD_BASE_DISTANCE_H`, src/adw-swipe-tracker.c), px of finger travel.
    public static let touchpadSwipeWidthPx: Double = 400
    /// A touchpad swipe this far down moves one page (AdwSwipeTracker `TOUCHPAD_BASE_DISTANCE_V`), px.
    public static let touchpadSwipeHeightPx: Double = 300
    /// A released continuous pinch is judged where its scale would be this long after the
    /// release at its release velocity (scale + velocity·t), s: Flick's choice, so a quick
    /// pinch commits from a small scale change, as a fling does from a short swipe.
    public static let pinchProjectionS: Double = 0.2
    /// A continuous pinch of the carousel's presentation commits (presents, or opens the card)
    /// when its projected zoom is at least this fraction of the way there (zoom units, 0...1).
    public static let pinchCommitFraction: Double = 0.5

    // MARK: Settling
    /// Virtual time `settle` may run before failing, seconds.
    public static let settleLimitS: Double = 10

    // MARK: Layout
    /// The largest side a component is laid out at (`Size.finiteLayout`), px.
    public static let maxLayoutPx: Double = 100_000
}
