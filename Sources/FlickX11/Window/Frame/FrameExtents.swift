/// How far a window reaches beyond its content on each side, in device pixels: the shadow a window
/// that decorates itself draws around its content under a compositor, as it tells the window
/// manager in `_GTK_FRAME_EXTENTS` (left, right, top, bottom), so that the manager places, snaps
/// and maximizes the window by its visible frame. Zero: the content is the whole window.
struct FrameExtents: Equatable, Sendable {
    var left = 0
    var right = 0
    var top = 0
    var bottom = 0

    /// No shadow: the content fills the window.
    static let zero = FrameExtents()

    /// `px` on every side.
    static func uniform(_ px: Int) -> FrameExtents {
        FrameExtents(left: px, right: px, top: px, bottom: px)
    }

    var isZero: Bool { self == .zero }

    /// The values of `_GTK_FRAME_EXTENTS`, in its order.
    var property: [Int] { [left, right, top, bottom] }
}
