import FlickApp
import Foundation

/// The probe's component for `FlickApp.post`: blue until a tap, when a thread of its own posts a
/// closure that turns it red. Reports `posted main` or `posted other` (the thread the closure ran
/// on), `drawn` at its first scene and `drawn red` when the red view is drawn.
final class PostingView: Component {
    private var size = Size.zero
    private var red = false
    private var reportedRed = false
    private var drawn = false

    /// The view as a posted closure may hold it (the closure runs on the UI thread, which owns it).
    // The view is touched only inside the posted closure, which FlickApp.post runs on the UI thread.
    private struct Handle: @unchecked Sendable { let view: PostingView }

    func layout(size: Size, now: Double) { self.size = size }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard case .tap = gesture else { return false }
        let handle = Handle(view: self)
        Thread {
            FlickApp.post {
                handle.view.red = true
                ProbeOutput.line("posted \(Thread.isMainThread ? "main" : "other")")
            }
        }.start()
        return true
    }

    func scene(now: Double) -> SceneNode {
        if !drawn {
            drawn = true
            ProbeOutput.line("drawn")
        }
        if red, !reportedRed {
            reportedRed = true
            ProbeOutput.line("drawn red")
        }
        return .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), ProbeView.colors[red ? 1 : 0])
    }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { [:] }
}
