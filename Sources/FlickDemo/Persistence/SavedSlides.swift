import FlickKit

/// The slides demo's session: its stack of scene names, the base first, then the covers.
public struct SavedSlides: Codable, Equatable, Sendable {
    public var stack: [String]?

    public init() {}

    /// The session of `slides`.
    public init(_ slides: SlidesDemo) { stack = slides.controller.stack.names }

    /// Shows the saved stack in `slides` at once (names the demo does not know are dropped, and
    /// covers past `SlidesDemo.maxCovers`; without a known base the demo keeps its first scene).
    public func restore(in slides: SlidesDemo, now: Double) {
        let names = Array((stack ?? []).lazy.filter { SlidesDemoScenes.names.contains($0) }.prefix(SlidesDemo.maxCovers + 1))
        guard let base = names.first, case .success = slides.controller.show(named: base) else { return }
        for name in names.dropFirst() {
            _ = slides.controller.cover(withSceneNamed: name, direction: .left, animated: false, now: now)
        }
    }
}
