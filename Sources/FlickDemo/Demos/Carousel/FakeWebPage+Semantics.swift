import FlickCore
import FlickKit

extension FakeWebPage {
    /// A scroll pane named by the page's title ("New Page" for a blank one).
    func semantics(now: Double) -> [SemanticsNode] {
        [SemanticsNode(role: .scrollPane, name: displayTitle(or: CarouselStyle.untitled), frame: Rect(size: size))]
    }
}
