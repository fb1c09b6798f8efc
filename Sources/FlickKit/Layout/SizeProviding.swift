import FlickCore

/// Something that can say how big it would like to be, so a stack or a list sizes it from its
/// content rather than from pixels given by hand.
///
/// Every `Control` provides a size (a list row's height, a switch's track, a button's and a
/// label's from their style and text); a component that is not a control may adopt it too. A stack
/// asks its child with the width it can offer and uses the answer's height in a column and its
/// width in a row.
public protocol SizeProviding: AnyObject {
    /// The size wanted when `width` px are offered across (a width of its own no larger than
    /// `width`, or `width` itself when it stretches), px.
    func preferredSize(for width: Double) -> Size
}
