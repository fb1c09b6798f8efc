/// How a `SlideController` shows its transitions.
public enum SlideTransitionStyle: String, CaseIterable, Sendable {
    /// Scenes travel across the view (EnkiUnorderedController's slides).
    case slide
    /// Scenes stay in place and dissolve into each other (for reduced motion): the same
    /// progress, drags and timing, drawn as opacity instead of position.
    case crossFade
}
