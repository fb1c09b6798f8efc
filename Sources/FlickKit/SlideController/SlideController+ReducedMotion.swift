/// Reduced motion for a slide controller: its transitions cross-fade in place.
extension SlideController: ReducedMotionAdjustable {
    /// True: slides dissolve in place (`SlideTransitionStyle.crossFade`) instead of travelling.
    public var prefersReducedMotion: Bool {
        get { options.style == .crossFade }
        set { options.style = newValue ? .crossFade : .slide }
    }
}
