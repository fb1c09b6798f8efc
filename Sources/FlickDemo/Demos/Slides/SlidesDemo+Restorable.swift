import FlickKit
import Foundation

extension SlidesDemo: Restorable {
    /// "slides".
    var restorationID: String { DemoName.slides.rawValue }
    /// The controller's stack of scene names.
    func restorationState() -> RestorationValue { controller.restorationState() }
    /// Restores the stack (names the demo does not know are dropped); a saved stack deeper than
    /// the controller keeps (`SlideController.restorableDepthLimit` covers) is cut to its bottom
    /// covers, and `warn` says so.
    func restoreState(from state: RestorationValue, now: Double) {
        if let saved = state["stack"]?.arrayValue(), saved.count > SlideController.restorableNameLimit {
            warn("flick: the saved slides session has \(saved.count - 1) covers; keeping the bottom "
                + "\(SlideController.restorableDepthLimit) (the most a session keeps)")
        }
        controller.restoreState(from: state, now: now)
    }

    /// Writes a warning line on stderr.
    static func warnOnStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
