import FlickCore
import FlickKit

/// A picture loader that has every picture at once (a 4x3 bitmap) and counts what it is asked for.
final class CountingPictures: PictureLoading {
    /// The files asked for, in order.
    private(set) var asked: [String] = []

    func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        asked.append(file)
        return LoadedPicture(bitmap: Bitmap(width: 4, height: 3) { _, _ in }, pixelSize: Size(4, 3))
    }
}
