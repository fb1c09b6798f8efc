import FlickApp

/// The probe's root for `PictureView`: the view of `file` filling the window, reporting
/// `picture shown WxH` (the picture's own size) at the first frame that shows it whole, faded in,
/// or `picture failed REASON` at the first frame after it failed.
final class PictureProbe: Component {
    private let view: PictureView
    private var reported = false

    init(file: String) {
        view = PictureView(file: file, contentMode: .fit)
        adoptChild(view)
    }

    func layout(size: Size, now: Double) { view.layout(size: size, now: now) }

    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        view.layout(size: size, now: now, environment: environment)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    func advance(to now: Double) { view.advance(to: now) }

    func scene(now: Double) -> SceneNode {
        let scene = view.scene(now: now)
        if !reported, let size = view.pixelSize, !view.isAnimating(now: now) {
            reported = true
            ProbeOutput.line("picture shown \(Int(size.width))x\(Int(size.height))")
        }
        if !reported, let failure = view.failure {
            reported = true
            ProbeOutput.line("picture failed \(failure.reason)")
        }
        return scene
    }

    func isAnimating(now: Double) -> Bool { view.isAnimating(now: now) }

    var state: [String: String] { [:] }
}
