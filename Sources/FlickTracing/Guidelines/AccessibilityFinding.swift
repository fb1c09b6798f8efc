import FlickCore

/// One thing `check accessibility` found on screen: what is wrong, where, in a sentence.
public struct AccessibilityFinding: Equatable, CustomStringConvertible, Sendable {
    /// The guideline a finding breaks.
    public enum Kind: String, Equatable, Sendable {
        /// Something a person can use has no name a screen reader could say.
        case unnamed
        /// Text too faint against what is behind it.
        case contrast
        /// A control whose boundary shows under 3:1 against what lies behind it.
        case boundary
        /// A pointer target smaller than 24x24 px.
        case targetSize = "target size"
    }

    /// The guideline broken.
    public var kind: Kind
    /// Where, in window pixels.
    public var frame: Rect
    /// What was found, e.g. `text "Scene 1 of 7" has contrast 2.15:1 (#8a8a8a on #ffffff), needs 4.5:1`.
    public var description: String

    /// A finding of `kind` at `frame`, told as `description`.
    public init(kind: Kind, frame: Rect, description: String) {
        self.kind = kind
        self.frame = frame
        self.description = description
    }
}
