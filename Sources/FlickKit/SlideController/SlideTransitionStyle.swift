/// How a `SlideController` shows its transitions.
public enum SlideTransitionStyle: String, CaseIterable, Sendable {
    /// Scenes travel across the view (EnkiUnorderedController's slides).
    case slide
    /// Scenes stay in place and fade (for reduced motion): the same progress, drags and timing,
    /// drawn as opacity instead of position, the scene left fading out to the background before
    /// the scene brought fades in, never both at once.
    case crossFade
}
