import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A `SlideController` on a `ComponentTester`, over plain colour scenes named A…F that drags and
/// keys walk in order, recording its stack changes.
final class SlideHarness: ComponentHarness {
    static let names = ["A", "B", "C", "D", "E", "F"]

    let controller: SlideController
    /// Stack changes reported through `onChange`, as name lists.
    var changes: [[String]] = []

    init(size: Size = Size(1000, 600), options: SlideOptions = SlideOptions(), start: String? = "A") {
        var registry = SceneRegistry()
        for (i, name) in SlideHarness.names.enumerated() {
            registry.register(name) { SlideTestScene(name, color: Color(red: Double(i) / 6, green: 0.5, blue: 0.5)) }
        }
        controller = SlideController(registry: registry, options: options)
        super.init(controller, size: size)
        if let start { controller.show(named: start) }
        controller.nextScene = { [unowned controller] _, direction, top in
            let names = SlideHarness.names
            let i = top.flatMap { names.firstIndex(of: controller.name(of: $0)) } ?? -1
            let step = direction == .left || direction == .up ? 1 : -1
            return try? registry.make(names[((i + step) % names.count + names.count) % names.count]).get()
        }
        controller.onChange = { [weak self] stack in self?.changes.append(stack.names) }
    }

    var state: [String: String] { controller.state }
    var names: [String] { controller.stack.names }

    func placements() -> [SlidePlacement] { controller.placements(now: now) }

    /// The frame of the visible scene `name`, if shown.
    func frame(_ name: String) -> Rect? { placements().last { $0.sceneName == name }?.frame }

    /// A straight drag by `delta` from `start` over `duration`, released at `velocity` px/s
    /// (when `release` is false the button stays down).
    func drag(_ delta: Point, velocity: Point, from start: Point = Point(500, 300), duration: Double = 0.3,
              steps: Int = 8, release: Bool = true) {
        tester.drag(from: start, by: delta, velocity: velocity, duration: duration, steps: steps, release: release)
    }

    /// Press and release in the middle without moving.
    func click() { click(Point(500, 300)) }
}
