import FlickCore

/// Decodes picture files off the UI thread for `PictureView`: the host provides one
/// (`ComponentHosting.pictureLoader`); FlickKit itself decodes nothing.
public protocol PictureLoading: AnyObject {
    /// The picture in `file` for drawing as `contentMode` in a frame of `size` layout pixels at
    /// UI scale `scale`, decoded at that size in device pixels (never larger than the file's own).
    /// Returns it at once when it is decoded already; otherwise returns nil, decodes it off the UI
    /// thread and calls `completion` once, on the UI thread, with the picture or why it failed.
    func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture?
}

/// A decoded picture: its pixels (at the size it is drawn) and the file's own size.
public struct LoadedPicture {
    /// The decoded pixels.
    public let bitmap: Bitmap
    /// The picture's own size in pixels (a picture pixel is a layout pixel: `.center` draws it so).
    public let pixelSize: Size

    /// A picture of `pixelSize` pixels decoded into `bitmap`.
    public init(bitmap: Bitmap, pixelSize: Size) {
        self.bitmap = bitmap
        self.pixelSize = pixelSize
    }
}

/// Why a picture could not be decoded, in words (e.g. "no such file").
public struct PictureLoadFailure: Error, Equatable {
    /// The reason.
    public let reason: String

    /// A failure for `reason`.
    public init(reason: String) { self.reason = reason }
}
