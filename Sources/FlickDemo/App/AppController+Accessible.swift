import FlickApp
import FlickKit

extension AppController: AccessibleContent {
    /// The host's semantics tree, its window node named after the shown demo ("Flick — Carousel").
    func accessibilityTree(now: Double) -> SemanticsNode { host.semanticsTree(title: title, now: now) }
}
