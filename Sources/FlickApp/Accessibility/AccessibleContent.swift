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
    /// Runs `body`, an assistive technology's `action` ("click", "increment", "set-value",
    /// "edit-text") on the node of AT-SPI role `role` named `name`, at host time `now`, and returns
    /// its result. A traced app traces it as a gesture with its own `seq` before it runs and
    /// publishes what it changed, so a `settled` with that `seq` follows; by default it just runs.
    func performAssistiveAction(_ action: String, role: String, name: String, now: Double,
                                _ body: () -> Bool) -> Bool
}

extension AccessibleContent {
    /// Runs `body` untraced.
    public func performAssistiveAction(_ action: String, role: String, name: String, now: Double,
                                       _ body: () -> Bool) -> Bool {
        body()
    }
}

extension ComponentHost: AccessibleContent {
    /// The host's semantics tree (`semanticsTree(now:)`).
    public func accessibilityTree(now: Double) -> SemanticsNode { semanticsTree(now: now) }
}
