import FlickCore
import FlickKit

/// Window content whose semantics tree the accessibility bridge exports: `HostWindow` shows any
/// such content to screen readers and UI test tools (AT-SPI), with no code of the app's own. A
/// `ComponentHost` is one; an app that wraps a host (the demo app) passes its host's tree on.
public protocol AccessibleContent: WindowContent {
    /// The semantics tree at host time `now`: a window node whose children are the elements,
    /// frames in layout pixels from the window's top-left corner.
    func accessibilityTree(now: Double) -> SemanticsNode
    /// The time the tree's action and value handlers take at host time `now`.
    func componentTime(_ now: Double) -> Double
    /// Device pixels per layout pixel.
    var scale: Double { get }
}

extension ComponentHost: AccessibleContent {
    /// The host's semantics tree (`semanticsTree(now:)`).
    public func accessibilityTree(now: Double) -> SemanticsNode { semanticsTree(now: now) }
}
