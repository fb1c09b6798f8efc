import FlickCore

/// The pictures of a grid's tiles (`PagedGridItem.picture`): asked of the host's picture loader
/// at the size of a tile's picture rectangle, held while their tiles are on the visible pages,
/// faded in when they arrive. The grid's drawing of a tile (`draw`) is the placeholder under it.
final class PagedGridPictures {
    /// What the grid was laid out in: the host (its picture loader) and the UI scale.
    var environment = ComponentEnvironment()

    /// One tile's picture: what was asked, and what arrived.
    private struct Entry {
        var file: FilePathBytes
        var size: Size
        var scale: Double
        /// Counts requests: a completion for one since replaced is ignored.
        var generation: Int
        /// The requester the loader holds weakly: with the entry it goes, and a decode of a
        /// tile no longer on the visible pages is dropped before it starts.
        var token = PictureRequestToken()
        var picture: LoadedPicture?
        var failed = false
        /// The picture arrived; its fade starts at the next frame (which knows the time).
        var fadePending = false
        var fadeStart: Double?
    }

    /// By item id.
    private var entries: [String: Entry] = [:]
    private var generation = 0

    /// Item `id`'s picture of `file` for a picture rectangle of `size` layout pixels, and its
    /// opacity at `now` (fading in), or nil while it decodes or when it failed. Asks the loader
    /// when nothing was asked yet for that file at that size.
    func picture(id: String, file: FilePathBytes, size: Size, now: Double) -> (picture: LoadedPicture, opacity: Double)? {
        let scale = environment.scale
        if var entry = entries[id], entry.file == file, entry.size == size, entry.scale == scale {
            guard let picture = entry.picture else { return nil }
            if entry.fadePending {
                entry.fadePending = false
                entry.fadeStart = now
                entries[id] = entry
            }
            let opacity = entry.fadeStart.map { min(1, max(0, (now - $0) / Constants.pictureFadeInS)) } ?? 1
            return (picture, opacity)
        }
        guard let loader = environment.host?.pictureLoader, size.width >= 1, size.height >= 1 else { return nil }
        generation += 1
        let asked = generation
        let entry = Entry(file: file, size: size, scale: scale, generation: asked)
        entries[id] = entry
        let ready = loader.picture(path: file, size: size, scale: scale, contentMode: .fill,
                                   requester: entry.token) { [weak self] result in
            self?.arrive(result, id: id, generation: asked)
        }
        guard let ready else { return nil }
        entries[id]?.picture = ready
        return (ready, 1)
    }

    private func arrive(_ result: Result<LoadedPicture, PictureLoadFailure>, id: String, generation asked: Int) {
        guard var entry = entries[id], entry.generation == asked else { return }
        switch result {
        case .success(let picture):
            entry.picture = picture
            entry.fadePending = true
        case .failure:
            entry.failed = true
        }
        entries[id] = entry
        environment.host?.setNeedsDisplay()
    }

    /// Lets go of the pictures of items not in `ids` (their tiles left the visible pages); the
    /// loader may still hold them, and gives them back at once when they return.
    func keep(only ids: Set<String>) {
        guard entries.count > ids.count || entries.keys.contains(where: { !ids.contains($0) }) else { return }
        entries = entries.filter { ids.contains($0.key) }
    }

    /// While a picture that arrived fades in (or waits for its first frame to start).
    func isFading(now: Double) -> Bool {
        entries.values.contains { $0.fadePending || ($0.fadeStart.map { now < $0 + Constants.pictureFadeInS } ?? false) }
    }
}
