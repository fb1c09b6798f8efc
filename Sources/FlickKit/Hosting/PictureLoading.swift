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

    /// The same for the file at `path`, opened with the bytes it has (a name that is not UTF-8
    /// included), asked for by `requester` and wanted only while it lives: a decode not started
    /// when every requester of it has gone is dropped, and `completion` is not called for a
    /// requester that has gone. A requester is any object whose life spans the wait (a view, or
    /// a token it replaces when it asks for something else).
    func picture(path: FilePathBytes, size: Size, scale: Double, contentMode: ContentMode, requester: AnyObject,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture?
}

extension PictureLoading {
    /// By default: `picture(file:…)` with the path as a person reads it (a loader that knows
    /// only strings), whoever asks.
    public func picture(path: FilePathBytes, size: Size, scale: Double, contentMode: ContentMode, requester: AnyObject,
                        completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        picture(file: path.description, size: size, scale: scale, contentMode: contentMode, completion: completion)
    }
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
