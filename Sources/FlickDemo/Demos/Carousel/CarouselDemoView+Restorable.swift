import FlickKit

extension CarouselDemoView: Restorable {
    /// "carousel".
    var restorationID: String { DemoName.carousel.rawValue }
    /// The carousel's part (`PageCarousel`: pages, selection, reopen history).
    func restorationState() -> RestorationValue { carousel.restorationState() }
    /// Restores the carousel's part.
    func restoreState(from state: RestorationValue, now: Double) { carousel.restoreState(from: state, now: now) }
    /// The carousel's bound on what it saves.
    var restorationNotice: String? { carousel.restorationNotice }
}
