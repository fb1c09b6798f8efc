import FlickCore

/// What the modal panels (the about dialog, the shortcuts overlay) draw alike.
enum ModalPanel {
    /// A modal panel at `presence` (0: gone, 1: shown) over what lies under it: `veil` (the
    /// dimming over the window) at that opacity, then the `panel`'s plate under `transform` at
    /// full opacity from the first frame, so nothing under it shows through, then its `content`
    /// under the same transform fading in on the plate.
    static func scene(veil: SceneNode, panel: [SceneNode], content: [SceneNode],
                      transform: AffineTransform, presence: Double) -> SceneNode {
        let p = min(1, max(0, presence))
        guard p > 0 else { return .empty }
        return .stack([.group(GroupNode([veil], opacity: p)),
                       .group(GroupNode(panel, transform: transform)),
                       .group(GroupNode(content, transform: transform, opacity: p))])
    }
}
