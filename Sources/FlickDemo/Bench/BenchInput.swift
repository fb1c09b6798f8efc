import FlickCore
import FlickTracing

/// What drives `flick bench`'s strokes: the same travel, frame by frame, from a mouse drag or a
/// touchpad's two-finger scroll (which ends after the recognizer's gap without scroll events).
public enum BenchInput: String, CaseIterable, Sendable {
    /// Button down, one motion a frame, button up (the default).
    case mouse
    /// One smooth-scroll event a frame from a touchpad, whose fingers travel as the mouse would.
    case touchpad
    /// The carousel's grid of pages (ctrl+shift+g first), scrolled by mouse drags up and down.
    case grid

    /// The input named `text`, or a usage error naming the choices.
    public static func parse(_ text: String) throws -> BenchInput {
        guard let input = BenchInput(rawValue: text) else {
            throw FlickError.usage("unknown input \(Quoted.text(text)); use --input with one of: "
                                   + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return input
    }
}
