import FlickKit

extension CarouselDemoView: Restorable {
    /// "carousel".
    public var restorationID: String { DemoName.carousel.rawValue }
    /// The carousel's part (`PageCarousel`: pages, selection, reopen history).
    public func restorationState() -> RestorationValue { carousel.restorationState() }
    /// Restores the carousel's part.
    public func restoreState(from state: RestorationValue, now: Double) { carousel.restoreState(from: state, now: now) }
    /// The carousel's bound on what it saves.
    public var restorationNotice: String? { carousel.restorationNotice }
}
