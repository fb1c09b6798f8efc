import FlickApp
import FlickKit

extension AppController: AccessibleContent {
    /// The host's semantics tree, its window node named after the shown demo ("Flick — Carousel").
    func accessibilityTree(now: Double) -> SemanticsNode { host.semanticsTree(title: title, now: now) }

    /// Traces the action as a gesture (`seq`), runs it, applies the settings it changed (a
    /// settings switch) and publishes what changed, as a key or a press is.
    func performAssistiveAction(_ action: String, role: String, name: String, now: Double,
                                _ body: () -> Bool) -> Bool {
        publisher.assistiveAction(action, role: role, name: name, now: now)
        let taken = body()
        applySettings(now: now)
        publishState(now: now)
        keeper?.update(now: now)
        return taken
    }
}
