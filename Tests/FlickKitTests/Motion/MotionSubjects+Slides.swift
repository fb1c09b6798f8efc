import FlickTestSupport
import FlickCore
@testable import FlickKit

extension MotionSubjects {
    /// The slide controller over three plain scenes, A shown: a drag to the left replaces it with
    /// B, which follows the pointer in from the right edge. Position: B's x offset in px (640, just
    /// off screen at the right, while it waits for a drag or after a cancel has taken it out).
    ///
    /// No edge pull: a drag from rest picks its direction from the pull itself, so every pull
    /// brings a scene in (progress 0 → 1 is a whole width, more than the 300 px pulled), and a
    /// direction without a scene is not taken at all. The rubber band only appears mid-drag
    /// (pulling back past the start with no scene on the other side, or past a whole width):
    /// `SlideDragTests` checks its formula there.
    static let slides = MotionSubject(
        name: "slides",
        make: {
            let names = ["A", "B", "C"]
            let c = SlideController(registry: SceneRegistry(names) { SlideTestScene($0) })
            c.nextScene = { [unowned c] _, direction, top in
                guard let i = top.flatMap({ names.firstIndex(of: c.name(of: $0)) }) else { return nil }
                let j = direction == .left ? i + 1 : direction == .right ? i - 1 : -1
                return names.indices.contains(j) ? SlideTestScene(names[j], color: .white) : nil
            }
            c.show(named: "A")
            return c
        },
        size: Size(640, 400), axis: .horizontal,
        dragPoint: Point(400, 200), forward: -1,
        position: { c, now in
            let slides = c as! SlideController
            guard let b = slides.layers.last(where: { $0.name == "B" }) else { return 640 }
            return b.offset(now: now).x * 640
        },
        edgePull: nil, touchpadPage: 640)
}
