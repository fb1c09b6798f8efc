import FlickCore

/// The museum's pinch to close a picture.
extension Constants {
    /// Pinching an open picture in below this scale closes it (four notches in).
    static let pinchCloseScale: Double = 0.72
}
