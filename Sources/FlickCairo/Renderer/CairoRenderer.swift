import CCairo
import FlickCore

/// Draws a `SceneNode` tree into a `PixelBuffer` with cairo.
///
/// Keeps what is expensive to rebuild across frames: the cairo surface/context per buffer,
/// snapshot images, decoded pictures, blurred shadow tiles, gradient patterns and text layouts.
/// Not thread-safe: use one renderer per thread.
public final class CairoRenderer {
    /// Cached snapshot images, one per `SnapshotNode.key`.
    public let snapshots: SnapshotCache
    /// Decoded PNG pictures for `ImageNode`s.
    public let images: ImageCache
    /// Pango text layout and measurement.
    public let text: TextRenderer

    let shadows = ShadowCache()
    let gradients = GradientCache()
    let gradientRasters = GradientRasterCache()
    /// Surfaces wrapping recently used buffers (a window usually alternates between two).
    private var targets: [RenderTarget] = []
    private let maxTargets = 3
    /// Number of `render` calls so far.
    public private(set) var frameCount = 0

    /// Device pixels per layout pixel (a HiDPI window's UI scale; 1 by default). Snapshot images
    /// and text layouts are made at this scale, so content drawn through a snapshot is as sharp as
    /// content drawn straight to the frame; cached images and layouts are keyed by it. The scene
    /// itself carries the matching transform (`ComponentHost` scales it). A value that is not a
    /// positive finite number counts as 1.
    public var deviceScale: Double = 1 {
        didSet {
            if !(deviceScale.isFinite && deviceScale > 0) { deviceScale = 1 }
            text.scale = deviceScale
        }
    }

    /// A renderer with empty caches, at device scale 1.
    public init() {
        snapshots = SnapshotCache()
        images = ImageCache()
        text = TextRenderer()
    }

    /// Clears `buffer` to `background` and draws `scene` into it.
    public func render(_ scene: SceneNode, into buffer: PixelBuffer, background: Color = .black) {
        frameCount += 1
        snapshots.beginFrame()
        images.beginFrame()
        defer {
            snapshots.endFrame()
            images.endFrame()
        }
        guard let target = target(for: buffer) else { return }
        let cr = target.context
        cairo_surface_mark_dirty(target.surface)
        cairo_save(cr)
        if !CairoRenderer.coversOpaquely(scene, width: Double(buffer.width), height: Double(buffer.height)) {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            background.setAsSource(cr)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        draw(scene, cr, alpha: 1)
        cairo_restore(cr)
        cairo_surface_flush(target.surface)
        if !target.isHealthy { targets.removeAll { $0 === target } }
    }

    /// Draws `scene` into an ARGB32 image surface already cleared by the caller (snapshot
    /// content), scaled by `scale` (the image's device pixels per content pixel).
    func renderContent(_ scene: SceneNode, into surface: OpaquePointer, scale: Double = 1) {
        let cr = cairo_create(surface)
        if scale != 1 { cairo_scale(cr, scale, scale) }
        draw(scene, cr!, alpha: 1)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Draws one node with `alpha` (an ancestor group's opacity folded down to it).
    func draw(_ node: SceneNode, _ cr: OpaquePointer, alpha: Double) {
        guard alpha > 0 else { return }
        switch node {
        case .group(let group):
            drawGroup(group, cr, alpha: alpha)
        case let .rect(r, paint, radius):
            fillRect(r, paint: paint, cornerRadius: radius, cr, alpha: alpha)
        case let .strokeRect(r, color, lineWidth, radius):
            strokeRect(r, color: color, lineWidth: lineWidth, cornerRadius: radius, cr, alpha: alpha)
        case let .ellipse(r, paint):
            fillEllipse(r, paint: paint, cr, alpha: alpha)
        case let .shadow(r, shadow, radius):
            guard r.isDrawable, CairoPath.isVisible(shadows.bounds(of: shadow, for: r), in: cr) else { return }
            shadows.draw(shadow, for: r, cornerRadius: radius, in: cr, alpha: alpha, excludingCaster: false)
        case .path(let path):
            drawPath(path, cr, alpha: alpha)
        case .text(let node):
            text.draw(node, in: cr, alpha: alpha)
        case .image(let node):
            drawImage(node, cr, alpha: alpha)
        case .snapshot(let node):
            drawSnapshot(node, cr, alpha: alpha)
        case .empty:
            break
        }
    }

    /// True when the first thing `scene` draws is an opaque rectangle over the whole buffer,
    /// so clearing to the background first would be wasted work.
    static func coversOpaquely(_ scene: SceneNode, width: Double, height: Double) -> Bool {
        switch scene {
        case .group(let g):
            guard g.transform.isIdentity, g.opacity >= 1, g.clip == nil, let first = g.children.first else { return false }
            return coversOpaquely(first, width: width, height: height)
        case let .rect(r, paint, radius):
            return !(radius > 0) && r.isDrawable && r.minX <= 0 && r.minY <= 0 && r.maxX >= width && r.maxY >= height
                && paint.isOpaqueAndValid
        default:
            return false
        }
    }

    /// The cached target for `buffer`, created when its memory or geometry is new.
    private func target(for buffer: PixelBuffer) -> RenderTarget? {
        if let t = targets.first(where: { $0.wraps(buffer) }) {
            t.lastUsed = frameCount
            return t
        }
        guard let t = RenderTarget(buffer: buffer) else { return nil }
        t.lastUsed = frameCount
        targets.append(t)
        if targets.count > maxTargets, let oldest = targets.min(by: { $0.lastUsed < $1.lastUsed }) {
            targets.removeAll { $0 === oldest }
        }
        return t
    }
}
