import FlickCore

/// How a container places and draws a child component.
extension Component {
    /// Laid out at the frame's size, in `environment` when one is known.
    public func place(in frame: Rect, now: Double, environment: ComponentEnvironment?) {
        if let environment {
            layout(size: frame.size, now: now, environment: environment)
        } else {
            layout(size: frame.size, now: now)
        }
    }

    /// `placedScene(in:size:at:)` at the frame's size.
    public func framedScene(in frame: Rect, now: Double) -> SceneNode {
        placedScene(in: frame, size: frame.size, now: now)
    }

    /// This component, laid out at `size` (its own coordinate space; the container has called
    /// `layout(size:now:)` with it), drawn into `frame` of the container (scaled when the sizes
    /// differ), faded by `opacity`, over `shadow`, with its corners rounded by `cornerRadius`.
    ///
    /// At rest (`isAnimating(now:)` false) with a `contentVersion`, the component is drawn once
    /// into a snapshot keyed by the component itself (`SnapshotKey(self)`, version = its
    /// `contentVersion`) and that image is composited every frame, so moving it (a swipe, a
    /// zoom) draws nothing again and no two components ever share an image. Otherwise its live
    /// scene is drawn every frame, translated and scaled into `frame` and clipped to its bounds
    /// (with a shadow or rounded corners it goes through a snapshot drawn afresh each time, so it
    /// looks the same as the cached one). `isOpaque` promises the content covers every pixel with
    /// opaque paint (the image is then stored without alpha and copied, which is cheaper).
    ///
    /// `imageSize` (default: `size`) draws the image smaller than the component's own size: the
    /// content is scaled down once, as it is drawn, and the image composited pixel for pixel into
    /// a `frame` of that size (a carousel's cards). That image is a separate part of the
    /// component's key, so the full-size one stays cached beside it.
    public func placedScene(in frame: Rect, size: Size, now: Double, opacity: Double = 1,
                            shadow: Shadow? = nil, cornerRadius: Double = 0, isOpaque: Bool = false,
                            imageSize: Size? = nil) -> SceneNode {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              frame.width.isFinite, frame.height.isFinite, frame.x.isFinite, frame.y.isFinite else { return .empty }
        let image = imageSize.flatMap { s in
            s.width > 0 && s.height > 0 && s.width.isFinite && s.height.isFinite && s != size ? s : nil
        }
        /// The content at `size`, scaled down to the image size when there is one.
        func content() -> SceneNode {
            guard let image else { return scene(now: now) }
            let scale = AffineTransform.scale(image.width / size.width, image.height / size.height)
            return .group(GroupNode([scene(now: now)], transform: scale))
        }
        if let version = contentVersion, !isAnimating(now: now) {
            let key = image == nil ? SnapshotKey(self) : SnapshotKey(self, part: ScaledImage.part)
            return .snapshot(SnapshotNode(key: key, version: version, size: image ?? size, frame: frame,
                                          opacity: opacity, shadow: shadow, cornerRadius: cornerRadius,
                                          isOpaque: isOpaque, content: content))
        }
        if shadow != nil || cornerRadius > 0 {
            return .snapshot(SnapshotNode(key: SnapshotKey(self, part: LiveDrawing.part), version: 0,
                                          size: image ?? size, frame: frame, opacity: opacity, shadow: shadow,
                                          cornerRadius: cornerRadius, isOpaque: isOpaque, drawsAfresh: true,
                                          content: content))
        }
        let sx = frame.width / size.width, sy = frame.height / size.height
        let transform = sx == 1 && sy == 1
            ? AffineTransform.translation(frame.x, frame.y)
            : AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.x, ty: frame.y)
        return .group(GroupNode([scene(now: now)], transform: transform, opacity: opacity, clip: Rect(size: size)))
    }
}
