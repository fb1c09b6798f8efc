import FlickCore
import FlickKit
import FlickTracing

/// The rest of the scenario language's input as calls, through the recognizer in whole frames
/// (what `flick record` replays): holds, double clicks, buttons, the wheel, touches, touchpad
/// pinches and swipes, a new window size.
extension ComponentTester {
    /// Moves to the element named `name` (of `role`, if given) and clicks twice.
    public func doubleClick(_ name: String, role: SemanticsRole? = nil, file: StaticString = #filePath, line: UInt = #line) {
        perform(.doubleClick(.element(ElementLocator(role: role, name: name))), file, line)
    }

    /// Moves to `point` and clicks twice, a frame apart.
    public func doubleClick(at point: Point, file: StaticString = #filePath, line: UInt = #line) {
        perform(.doubleClick(.point(point)), file, line)
    }

    /// Presses at `point`, holds `ms` (frames drawn meanwhile) and releases.
    public func hold(at point: Point, ms: Double, file: StaticString = #filePath, line: UInt = #line) {
        perform(.hold(.point(point), ms: ms), file, line)
    }

    /// Presses `button` at `point` and keeps it down (a `settle` before `release` fails, naming it).
    public func press(at point: Point, button: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        perform(.down(point, button: button), file, line)
    }

    /// Releases `button` at `point`.
    public func release(at point: Point, button: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        perform(.up(point, button: button), file, line)
    }

    /// Wheel notches at `point`: `dy` down (negative up), `dx` right (negative left).
    public func scroll(at point: Point, dx: Int = 0, dy: Int, modifiers: Modifiers = [],
                       file: StaticString = #filePath, line: UInt = #line) {
        perform(.scroll(point, dx: dx, dy: dy, modifiers: modifiers), file, line)
    }

    /// A finger `id` touching down, moving or lifting at `point` (`phase` `.began`, `.changed`, `.ended`).
    public func touch(_ id: Int, _ phase: InputPhase, at point: Point, file: StaticString = #filePath, line: UInt = #line) {
        perform(.touch(id: id, phase: phase, point), file, line)
    }

    /// A touchpad pinch around `point` to `scale` over `ms`, one update a frame.
    public func pinch(at point: Point, scale: Double, ms: Double, file: StaticString = #filePath, line: UInt = #line) {
        perform(.pinch(point, scale: scale, ms: ms), file, line)
    }

    /// A two-finger touchpad swipe at `point`, the fingers travelling `fingers` px over `ms`.
    public func swipe(at point: Point, fingers: Point, ms: Double, file: StaticString = #filePath, line: UInt = #line) {
        perform(.swipe(point, dx: fingers.x, dy: fingers.y, ms: ms), file, line)
    }

    /// Makes the window `size` (device pixels); the root lays out again.
    public func resize(to size: Size, file: StaticString = #filePath, line: UInt = #line) {
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            return fail("a window of \(size.width)x\(size.height) cannot be made; give a size of at least 1x1", file, line)
        }
        perform(.size(width: Int(size.width), height: Int(size.height)), file, line)
    }

    /// The element `name` means (of `role`, if given), as `click` finds it: a node of that name, else
    /// one whose name contains it ignoring case; the first on screen in reading order. Nil when none.
    public func element(_ name: String, role: SemanticsRole? = nil) -> SemanticsNode? {
        tree.locate(name, role: role)
    }
}
