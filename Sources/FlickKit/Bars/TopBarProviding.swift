import FlickCore

/// A component with a top bar (a navigation bar): a deck in `PanningMode.topBar` pans from it.
public protocol TopBarProviding: AnyObject {
    /// The bar's frame in the component's coordinates, or nil when it shows none.
    var topBarFrame: Rect? { get }
}
