import FlickCore

/// A tooltip: a short text about the button under the pointer, and that button's frame.
public struct Tooltip: Equatable, Sendable {
    /// What the button does (and its key, if it has one), e.g. "Next item (Right)".
    public var text: String
    /// The button's frame, in the coordinates of whoever holds the tooltip.
    public var anchor: Rect

    /// A tooltip saying `text` about the button at `anchor`.
    public init(_ text: String, anchor: Rect) {
        self.text = text
        self.anchor = anchor
    }
}
