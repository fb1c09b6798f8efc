import FlickCore

/// The keyboard focus indicator: a rounded outline just outside a control's bounds.
public enum FocusRing {
    /// The ring around `bounds` (control coordinates), `style.focusRingGapPx` outside it.
    public static func scene(around bounds: Rect, style: ControlStyle, cornerRadius: Double) -> SceneNode {
        let gap = style.focusRingGapPx + style.focusRingWidthPx / 2
        let ring = bounds.insetBy(-gap)
        guard ring.width > 0, ring.height > 0 else { return .empty }
        return .strokeRect(ring, style.focusRing, lineWidth: style.focusRingWidthPx,
                           cornerRadius: max(0, cornerRadius) + gap)
    }
}
