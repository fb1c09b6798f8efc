import FlickCore

/// A picture file shown in the component's frame as `contentMode` says (`.fit` by default: whole,
/// with bands where the shapes differ).
///
/// The host decodes it off the UI thread (`ComponentHosting.pictureLoader`, from the environment
/// the view is laid out in) at the size it is drawn, in device pixels (the layout size × the UI
/// scale): a thumbnail of a large photo costs a thumbnail's decode. Until the picture arrives the
/// frame shows a placeholder; then the picture fades in (`Constants.pictureFadeInS`). No frame
/// waits for a decode. A picture that cannot be decoded keeps the placeholder, and the host says
/// why once (a warning naming the file); the view asks again at its next layout, so a file that
/// changed since is read again. A picture already decoded at that size shows at once.
///
/// ```swift
/// let viewer = Swiper(pageCount: files.count) { index in PictureView(file: files[index]) }
/// ```
public final class PictureView: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// The picture file's path as the file system has it (opened with these bytes).
    public let path: FilePathBytes
    /// The picture file's path as a person reads it (bytes that are not UTF-8 as U+FFFD).
    public var file: String { path.description }
    /// How the picture fills the frame.
    public let contentMode: ContentMode
    /// What the semantics tree calls it: the name given, else the file's name.
    public let name: String

    private var size = Size.zero
    private var environment = ComponentEnvironment()
    private var picture: LoadedPicture?
    /// The picture failed to decode (the placeholder stays).
    public private(set) var failure: PictureLoadFailure?
    /// What was last asked of the loader, so a relayout at the same size asks nothing again
    /// (unless it failed: then each layout asks again, and a file that changed is read again).
    private var requested: (size: Size, scale: Double)?
    /// The requester of the last request: replaced by the next one, so the loader drops a decode
    /// of an older size that has not started.
    private var requestToken: PictureRequestToken?
    /// Counts requests: a completion for an older one (a size since replaced) is ignored.
    private var generation = 0
    /// The picture arrived and the fade starts at the next advance or scene (which know the time).
    private var fadePending = false
    private var fadeStart: Double?
    private var version = 0

    /// A view of the picture in `file`, drawn as `contentMode` says; `name` is what screen readers
    /// and test locators call it (default: the file's name, "a.jpg" for "/photos/a.jpg").
    public convenience init(file: String, contentMode: ContentMode = .fit, name: String? = nil) {
        self.init(path: FilePathBytes(file), contentMode: contentMode, name: name)
    }

    /// A view of the picture at `path`, opened with the bytes it has (a file name that is not
    /// UTF-8 included); its default name is the file's name with U+FFFD for such bytes.
    public init(path: FilePathBytes, contentMode: ContentMode = .fit, name: String? = nil) {
        self.path = path
        self.contentMode = contentMode
        self.name = name ?? path.lastComponent.description
    }

    /// True once the picture is decoded and held.
    public var isLoaded: Bool { picture != nil }

    /// The picture's own size in pixels, once it is decoded (nil before, or when it failed).
    public var pixelSize: Size? { picture?.pixelSize }

    /// Remembers `size` at scale 1, with no host (so no picture).
    public func layout(size: Size, now: Double) {
        layout(size: size, now: now, environment: ComponentEnvironment())
    }

    /// Remembers `size` and asks the host's loader for the picture at that size in device pixels.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.size = size
        self.environment = environment
        requestIfNeeded()
    }

    private func requestIfNeeded() {
        let scale = environment.scale
        if let r = requested, r.size == size, r.scale == scale, failure == nil { return }
        guard let loader = environment.host?.pictureLoader, size.width >= 1, size.height >= 1 else { return }
        requested = (size, scale)
        generation += 1
        let asked = generation
        let token = PictureRequestToken()
        requestToken = token
        let ready = loader.picture(path: path, size: size, scale: scale, contentMode: contentMode,
                                   requester: token) { [weak self] result in
            guard let self, self.generation == asked else { return }
            self.arrive(result)
        }
        if let ready {
            // Decoded already: no placeholder, no fade.
            generation += 1
            show(ready, fade: false)
        }
    }

    private func arrive(_ result: Result<LoadedPicture, PictureLoadFailure>) {
        switch result {
        case .success(let loaded):
            show(loaded, fade: picture == nil)
        case .failure(let reason):
            failure = reason
            version += 1
        }
        environment.host?.setNeedsDisplay()
    }

    private func show(_ loaded: LoadedPicture, fade: Bool) {
        picture = loaded
        failure = nil
        version += 1
        fadePending = fade
        if !fade { fadeStart = nil }
    }

    private func startFadeIfPending(_ now: Double) {
        guard fadePending else { return }
        fadePending = false
        fadeStart = now
    }

    /// Consumes nothing: a picture is looked at.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    /// Starts the fade of a picture that just arrived.
    public func advance(to now: Double) { startFadeIfPending(now) }

    /// The placeholder, and the picture over it as far as it has faded in.
    public func scene(now: Double) -> SceneNode {
        startFadeIfPending(now)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let placeholder = SceneNode.fill(bounds, environment.palette.placeholder)
        guard let picture else { return placeholder }
        let drawn = contentMode.drawnRect(picture: picture.pixelSize, in: bounds)
        let image = SceneNode.image(ImageNode(bitmap: picture.bitmap, frame: drawn, contentMode: .fill))
        let opacity = fadeOpacity(now: now)
        let clipped = SceneNode.group(GroupNode([image], opacity: opacity, clip: bounds))
        return opacity >= 1 ? .stack([placeholderBehind(drawn, in: bounds), clipped]) : .stack([placeholder, clipped])
    }

    /// At rest the placeholder shows only in the bands beside the picture (none when it covers).
    private func placeholderBehind(_ drawn: Rect, in bounds: Rect) -> SceneNode {
        if drawn.minX <= bounds.minX, drawn.minY <= bounds.minY, drawn.maxX >= bounds.maxX, drawn.maxY >= bounds.maxY {
            return .empty
        }
        return .fill(bounds, environment.palette.placeholder)
    }

    private func fadeOpacity(now: Double) -> Double {
        if fadePending { return 0 }
        guard let start = fadeStart else { return 1 }
        return min(1, max(0, (now - start) / Constants.pictureFadeInS))
    }

    /// While the picture fades in (and from its arrival until the fade starts).
    public func isAnimating(now: Double) -> Bool {
        fadePending || fadeStart.map { now < $0 + Constants.pictureFadeInS } ?? false
    }

    /// No state of its own.
    public var state: [String: String] { [:] }

    /// Changes when the picture arrives or fails, and with the appearance (the placeholder's
    /// colour): a container draws it again then.
    public var contentVersion: Int? { environment.appearance.version(version) }

    /// A `.picture` node named after the file (or the name given), its value the picture's pixel
    /// size once decoded ("3000x2000"), or "unreadable" after a failure.
    public func semantics(now: Double) -> [SemanticsNode] {
        let value = picture.map { "\(Int($0.pixelSize.width))x\(Int($0.pixelSize.height))" } ?? (failure == nil ? nil : "unreadable")
        return [SemanticsNode(role: .picture, name: name, value: value, description: failure?.reason,
                              frame: Rect(x: 0, y: 0, width: size.width, height: size.height))]
    }
}
