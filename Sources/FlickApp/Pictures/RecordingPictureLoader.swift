import FlickCore
import FlickKit

/// The picture loader of a headless recording (`FLICK_RECORD`): a `PictureStore` whose decodes
/// the recording waits for, so a picture is drawn in the very frame that asks for it, without a
/// placeholder or a fade, as a live window shows it once decoded. Recordings stay deterministic
/// whatever a decode takes in real time; a file that cannot be decoded fails as it does live.
final class RecordingPictureLoader: PictureLoading {
    /// Where the store's decode threads leave their results for the recording's thread.
    private let handOff = RecordingHandOff()
    /// The store that decodes and keeps the pictures.
    let store: PictureStore

    /// A loader keeping at most `maxBytes` of decoded pictures.
    init(maxBytes: Int) {
        let handOff = self.handOff
        store = PictureStore(maxBytes: maxBytes, handOff: { work in handOff.post(work) })
    }

    func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        var result: Result<LoadedPicture, PictureLoadFailure>?
        let ready = store.picture(file: file, size: size, scale: scale, contentMode: contentMode) { result = $0 }
        return ready ?? waited(for: { result }, completion)
    }

    func picture(path: FilePathBytes, size: Size, scale: Double, contentMode: ContentMode, requester: AnyObject,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        var result: Result<LoadedPicture, PictureLoadFailure>?
        let ready = store.picture(path: path, size: size, scale: scale, contentMode: contentMode, requester: requester) { result = $0 }
        return ready ?? waited(for: { result }, completion)
    }

    /// Runs the store's handed-off work until `result` has come (the store gives a decode up
    /// after its `decodeLimitS`, so this ends); the picture, or nil after calling `completion`
    /// with the failure.
    private func waited(for result: () -> Result<LoadedPicture, PictureLoadFailure>?,
                        _ completion: (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        while result() == nil {
            guard handOff.runPosted(waitingAtMostS: store.decodeLimitS + Constants.recordingPictureGraceS) > 0 else { break }
        }
        switch result() {
        case .success(let picture)?:
            return picture
        case .failure(let failure)?:
            completion(.failure(failure))
            return nil
        case nil:
            completion(.failure(PictureLoadFailure(reason: "not decoded within \(Int(store.decodeLimitS)) s")))
            return nil
        }
    }
}
