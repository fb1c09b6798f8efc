import FlickCore

/// The carousel's continuous pinches (two fingers, a touchpad pinch) and what they leave behind:
/// the pinch driving the zoom, a press holding a zoom a pinch let go (the rest of that press only
/// settles it), and a pinch begun on the shown page that the page may claim (its beginning waits
/// until the fingers move, then the page gets all of it or none). The carousel moves the zoom and
/// delivers to the page; this decides which pinch, press or page each step belongs to.
struct CarouselPinch {
    /// The continuous pinch driving the zoom; nil when none is.
    private(set) var driving: CarouselZoomPinch?
    /// A press holds a zoom a pinch let go (caught as this); nil when none does.
    private(set) var held: CarouselZoomPinch?
    /// The press under way caught a zoom a pinch let go: its release, pan and tap are swallowed.
    private(set) var swallowsPress = false
    /// A pinch begun on the page that may claim it, not decided yet: its beginning.
    private(set) var pageBegin: PinchInfo?
    /// The page claimed the pinch under way: the rest of it goes to the page.
    private(set) var pageHasPinch = false

    /// True while a pinch drives the zoom or a press holds it.
    var isHoldingZoom: Bool { driving != nil || held != nil }

    /// A pinch takes the zoom over, caught as `pinch` (a press that held it lets go).
    mutating func drive(_ pinch: CarouselZoomPinch) {
        driving = pinch
        held = nil
    }

    /// The pinch driving the zoom ends: returns it (nil when none drove it).
    mutating func endDriving() -> CarouselZoomPinch? {
        defer { driving = nil }
        return driving
    }

    /// A press caught a zoom a pinch let go, as `pinch`: the rest of that press is swallowed.
    mutating func holdZoom(_ pinch: CarouselZoomPinch) {
        held = pinch
        swallowsPress = true
    }

    /// A press that does not catch a zoom: nothing of it is swallowed.
    mutating func pressMisses() { swallowsPress = false }

    /// The rest of a press that held a zoom: true when `gesture` is swallowed (a release, a pan
    /// step, a tap or a long press of that press), nil for gestures that are not. A release or a
    /// pan's beginning lets the held zoom go: it is returned in `letGo` to be settled.
    mutating func swallow(_ gesture: Gesture, letGo: inout CarouselZoomPinch?) -> Bool? {
        guard swallowsPress else { return nil }
        switch gesture {
        case .release, .panBegin:
            letGo = held
            held = nil
            return true
        case .tap, .panEnd:
            swallowsPress = false
            return true
        case .panUpdate, .longPress:
            return true
        default:
            return nil
        }
    }

    /// A pinch begins where the page may claim it (`PinchClaiming`): it waits for the fingers to move.
    mutating func waitForPage(_ begin: PinchInfo) {
        pageBegin = begin
        pageHasPinch = false
    }

    /// A pinch begins that is not the page's to decide.
    mutating func notForPage() {
        pageBegin = nil
        pageHasPinch = false
    }

    /// A step of a pinch the page may have (`pinchUpdate` or `pinchEnd` of `info`): the gestures
    /// the page gets now — the rest of a pinch it claimed, or, once the fingers move, the waiting
    /// beginning and this step when `claims` says the page claims it; empty while the fingers have
    /// not moved; nil when the pinch is not the page's (the carousel drives its zoom with it).
    mutating func pageStep(_ gesture: Gesture, _ info: PinchInfo, claims: (PinchInfo) -> Bool) -> [Gesture]? {
        let ends: Bool
        if case .pinchEnd = gesture { ends = true } else { ends = false }
        if pageHasPinch {
            if ends { pageHasPinch = false }
            return [gesture]
        }
        guard let begin = pageBegin else { return nil }
        if !ends && info.scale == 1 { return [] }
        pageBegin = nil
        guard claims(info) else { return nil }
        pageHasPinch = !ends
        return [.pinchBegin(begin), gesture]
    }

    /// The pinch or press under way was taken away: everything is forgotten. Returns the zoom a
    /// pinch drove or a press held (to be settled) and whether the page had the pinch (it is then
    /// cancelled).
    mutating func cancel() -> (zoom: CarouselZoomPinch?, pageHadPinch: Bool) {
        let result = (zoom: driving ?? held, pageHadPinch: pageHasPinch)
        driving = nil
        held = nil
        swallowsPress = false
        pageBegin = nil
        pageHasPinch = false
        return result
    }
}
