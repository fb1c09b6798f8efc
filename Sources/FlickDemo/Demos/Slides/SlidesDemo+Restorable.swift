import FlickKit

extension SlidesDemo: Restorable {
    /// "slides".
    public var restorationID: String { DemoName.slides.rawValue }
    /// The controller's stack of scene names.
    public func restorationState() -> RestorationValue { controller.restorationState() }
    /// Restores the stack (names the demo does not know are dropped).
    public func restoreState(from state: RestorationValue, now: Double) { controller.restoreState(from: state, now: now) }
}
