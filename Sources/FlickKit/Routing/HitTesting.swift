import FlickCore

/// A component that takes input on only part of its frame (page dots take their dots, not the
/// pill's padding): the router passes a point that misses it on to what lies underneath.
public protocol HitTesting: Component {
    /// Whether `p` (the component's own coordinates) hits something that takes input.
    func hits(_ p: Point) -> Bool
}
