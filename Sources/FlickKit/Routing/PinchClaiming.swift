import FlickCore

/// A component that may want a continuous pinch for itself (a zoom view). A container that
/// also uses pinches (a carousel's pinch to present its pages) asks first, once the fingers have
/// moved so that the pinch's way is known (`ComponentRouter.claimsPinch(_:in:now:)`), and leaves
/// a claimed pinch to the child: the innermost component that claims it gets it. A container
/// that holds such components answers for the child under the pinch.
public protocol PinchClaiming: AnyObject {
    /// Whether the component wants the pinch `pinch` (its own coordinates; `scale` below 1 when
    /// the fingers close, above 1 when they spread) for itself or for a child of its own.
    func claimsPinch(_ pinch: PinchInfo, now: Double) -> Bool
}
