/// A component that can show cross-fades instead of slides (the app's reduced-motion setting).
public protocol ReducedMotionAdjustable: AnyObject {
    /// True: cross-fade in place where the component would otherwise slide.
    var prefersReducedMotion: Bool { get set }
}
