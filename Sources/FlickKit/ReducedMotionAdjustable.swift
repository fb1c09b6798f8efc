/// A component that can show cross-fades instead of slides (the app's reduced-motion setting).
public protocol ReducedMotionAdjustable: AnyObject {
    var prefersReducedMotion: Bool { get set }
}
