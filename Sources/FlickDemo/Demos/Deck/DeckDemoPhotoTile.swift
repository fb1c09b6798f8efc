import FlickCore
import FlickKit

/// A picture in the deck demo's Photos grid: a procedural landscape with rounded corners (the
/// style's background, the page's, masks its corners); a click opens it.
final class DeckDemoPhotoTile: Control {
    static let cornerPx: Double = 12

    let motif: PictureMotif
    /// Runs on a click, or Space/Return while the tile is focused.
    var action: ((_ now: Double) -> Void)?

    init(_ motif: PictureMotif, action: ((_ now: Double) -> Void)? = nil) {
        self.motif = motif
        self.action = action
        super.init(name: motif.rawValue.prefix(1).uppercased() + motif.rawValue.dropFirst())
    }

    override var acceptsFocus: Bool { isEnabled && action != nil }

    override func activate(now: Double) { action?(now) }

    override var focusCornerRadius: Double { DeckDemoPhotoTile.cornerPx }

    override func content(now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = [.group(GroupNode([Picture(motif).scene(in: bounds)], clip: bounds))]
        // Rounded corners: the page colour over the picture's corners, outside a rounded outline.
        nodes.append(.strokeRect(bounds.insetBy(-DeckDemoPhotoTile.cornerPx / 2), style.background,
                                 lineWidth: DeckDemoPhotoTile.cornerPx, cornerRadius: DeckDemoPhotoTile.cornerPx))
        if isPressed { nodes.append(.fill(bounds, Color.black.withAlpha(0.25), cornerRadius: DeckDemoPhotoTile.cornerPx)) }
        return nodes
    }

    /// A picture, named by its motif ("Aurora").
    override var semanticsRole: SemanticsRole { .picture }
}
