/// The slides demo follows the app's reduced-motion setting: slides cross-fade in place.
extension SlidesDemo: AppSettingsAware {
    public func attach(_ settings: AppSettings) {
        reducedMotion = settings.reducedMotion
        settings.observe { [weak self] s in self?.reducedMotion = s.reducedMotion }
    }
}
