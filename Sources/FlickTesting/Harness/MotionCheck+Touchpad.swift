import FlickCore
import FlickKit

/// Touchpad swipes on virtual time: the content follows the fingers' travel
/// normalised as libadwaita's swipe tracker does, and a release hands on the normalised speed.
extension MotionCheck {
    /// Content px per px of finger travel along the subject's axis.
    static func touchpadScale(_ s: MotionSubject, page: Double) -> Double {
        page / (s.axis == .horizontal ? Constants.touchpadSwipeWidthPx : Constants.touchpadSwipeHeightPx)
    }

    /// While the fingers move, the content's offset from where it rested equals the normalised
    /// finger travel within 1 px on every frame (including the first). Returns the largest
    /// error seen, px, and what failed.
    public static func duringATouchpadSwipeTheContentFollowsTheNormalisedTravel(_ subjects: [MotionSubject])
        -> (worstError: Double, failures: [String]) {
        var f = MotionFindings()
        var worst = 0.0
        for s in subjects {
            guard let page = s.touchpadPage else { continue }
            let k = touchpadScale(s, page: page)
            let d = MotionDriver(s)
            let rest = d.position
            let swipe = TouchpadSwipe(d)
            var fingers = 0.0
            for i in 0..<24 {
                let step = (2 + Double(i % 5)) * s.forward
                fingers += step
                swipe.move(by: s.axis == .horizontal ? Point(step, 0) : Point(0, step),
                           velocity: s.axis == .horizontal ? Point(step * 60, 0) : Point(0, step * 60))
                d.step()
                let error = abs((d.position - rest) - fingers * k)
                worst = max(worst, error)
                f.expect(error <= 1, "\(s.name): frame \(i), fingers \(fingers) px: off by \(error) px")
            }
            swipe.lift(velocity: .zero)
            d.settle()
        }
        return (worst, f.failures)
    }

    /// Fingers moving 8 px a frame (480 px/s) lift: the content leaves the release moving at the
    /// normalised speed (within 10 %, measured over its first 10 µs: the settle spring then pulls
    /// towards its end point, so the first whole frame is faster, as after a drag), and the first frame's
    /// mean speed is reported. Returns (worst start-speed error, first-frame speeds ÷ fingers', what failed).
    public static func aTouchpadReleaseHandsOnTheNormalisedSpeed(_ subjects: [MotionSubject])
        -> (worstStartError: Double, firstFrameRatios: [String: Double], failures: [String]) {
        var f = MotionFindings()
        var worst = 0.0
        var ratios: [String: Double] = [:]
        for s in subjects {
            guard let page = s.touchpadPage else { continue }
            let k = touchpadScale(s, page: page)
            let d = MotionDriver(s)
            let swipe = TouchpadSwipe(d)
            let v = 480 * s.forward
            let step = s.axis == .horizontal ? Point(8 * s.forward, 0) : Point(0, 8 * s.forward)
            let vel = s.axis == .horizontal ? Point(v, 0) : Point(0, v)
            for _ in 0..<12 { swipe.move(by: step, velocity: vel); d.step() }
            swipe.move(by: step, velocity: vel)
            swipe.lift(velocity: vel)
            let expected = v * k
            let p0 = d.position
            let startSpeed = (s.position(d.component, d.now + 1e-5) - p0) / 1e-5
            let error = abs(startSpeed - expected) / abs(expected)
            worst = max(worst, error)
            f.expect(error <= 0.1, "\(s.name): speed leaving the release \(startSpeed) px/s, fingers' normalised \(expected)")
            d.step()
            ratios[s.name] = (d.position - p0) / MotionDriver.frameS / expected
            d.settle()
        }
        return (worst, ratios, f.failures)
    }
}
