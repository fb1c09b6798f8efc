import FlickCore

/// The detail view a `PagedGridBrowser` opens over its grid: an item's own screen, into which the
/// browser flies the item's picture from its tile and back to it on close.
///
/// The detail draws its chrome (bars, text) in `scene(now:)` over nothing; the browser draws the
/// background (`backgroundColor`, fading in with the flight) under it and the picture over it with
/// `pictureNode(in:opacity:)`, between the tile's rectangle and `pictureFrame`. It is laid out at the
/// browser's size and gets the browser's gestures while open (its keys first: a detail that does not
/// take Escape, BackSpace or alt+Left leaves them to the browser, which closes).
public protocol PagedGridDetail: Component {
    /// Where the open item's picture rests, in the detail's coordinates (as laid out).
    var pictureFrame: Rect { get }
    /// The open item's picture drawn into `frame` (browser coordinates) at `opacity`: in flight,
    /// under a pinch, and at rest in `pictureFrame`.
    func pictureNode(in frame: Rect, opacity: Double) -> SceneNode
    /// The detail's background, drawn by the browser under it as the flight reveals it.
    var backgroundColor: Color { get }
}
