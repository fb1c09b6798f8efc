import FlickHost
import FlickKit

extension AppContent: AccessibleContent {
    /// The host's semantics tree, its window node named after the window's title: a traced
    /// program is as accessible as an untraced one.
    func accessibilityTree(now: Double) -> SemanticsNode { host.semanticsTree(title: title, now: now) }
    /// The host's time for `now`.
    func componentTime(_ now: Double) -> Double { host.componentTime(now) }
    /// The host's scale.
    var scale: Double { host.scale }
    /// Traces the action as a gesture (`seq`), runs it and publishes what it changed.
    func performAssistiveAction(_ action: String, role: String, name: String, now: Double,
                                _ body: () -> Bool) -> Bool {
        publisher.assistiveAction(action, role: role, name: name, now: now)
        let taken = body()
        publisher.publish(state, now: now)
        return taken
    }
}
