/// A change from one thing to another that never shows both at once: the old one fades out over
/// the first half, the new one in over the second (a cross-fade of two texts reads as a smear).
enum SequentialFade {
    /// The opacities of the old and the new one `progress` (0...1) of the way through.
    static func opacities(progress: Double) -> (old: Double, new: Double) {
        let k = min(1, max(0, progress.isFinite ? progress : 1))
        return (max(0, 1 - 2 * k), max(0, 2 * k - 1))
    }
}
