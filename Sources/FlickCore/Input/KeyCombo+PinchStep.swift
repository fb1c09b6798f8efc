/// The `+`, `=` and `-` keys stand for one pinch step (as ctrl+wheel does) when nothing uses them
/// as keys: a focused field types them, and only a key nobody used becomes the pinch
/// (`ComponentHost` delivers it at the last pointer position).
extension KeyCombo {
    /// The pinch scale this key stands for when nobody used it: `Constants.pinchStepScale` for
    /// plus and equal, its inverse for minus (the keypad's too), with no modifier but Shift;
    /// nil for every other key.
    public var pinchStepScale: Double? {
        guard modifiers.subtracting(.shift).isEmpty else { return nil }
        switch name {
        case "plus", "equal": return Constants.pinchStepScale
        case "minus": return 1 / Constants.pinchStepScale
        default: return nil
        }
    }
}
