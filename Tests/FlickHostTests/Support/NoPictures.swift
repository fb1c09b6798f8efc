import FlickCore
import FlickKit

/// A picture loader that never has a picture (the host's tests need one, not its pictures).
final class NoPictures: PictureLoading {
    func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        nil
    }
}
