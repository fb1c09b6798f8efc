/// Reduced motion for a slide controller: its transitions cross-fade in place.
extension SlideController {
    /// True: slides dissolve in place (`SlideTransitionStyle.crossFade`) instead of travelling.
    @available(*, deprecated, message: "reduced motion comes down the tree: ComponentEnvironment.reducedMotion")
    public var prefersReducedMotion: Bool {
        get { options.style == .crossFade }
        set { options.style = newValue ? .crossFade : .slide }
    }

    /// How slides move now: `options.style`, or a cross-fade with reduced motion.
    var style: SlideTransitionStyle { environment.reducedMotion ? .crossFade : options.style }
}
