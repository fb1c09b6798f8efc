import FlickCore

/// The keyboard focus indicator: a rounded outline just outside a control's bounds, drawn only
/// while focus is visible (`FocusVisibility`: after keyboard use, not after a pointer press).
public enum FocusRing {
    /// The focus visibility of the window being drawn (a task-local value: set by
    /// `drawing(with:_:)` for the frame in hand; rings show outside any host's drawing).
    @TaskLocal static var visibility: FocusVisibility = FocusVisibility()

    /// Whether rings show in the drawing in hand.
    public static var isVisible: Bool { visibility.isVisible }

    /// The current visibility's generation (0 outside a host's drawing).
    static var generation: Int { visibility.generation }

    /// Runs `body` (building or rendering a frame) with `visibility` as the window's focus visibility.
    public static func drawing<T>(with visibility: FocusVisibility, _ body: () throws -> T) rethrows -> T {
        try $visibility.withValue(visibility, operation: body)
    }

    /// The ring around `bounds` (control coordinates), `style.focusRingGapPx` outside it; nothing
    /// while focus is not visible.
    public static func scene(around bounds: Rect, style: ControlStyle, cornerRadius: Double) -> SceneNode {
        guard isVisible else { return .empty }
        let gap = style.focusRingGapPx + style.focusRingWidthPx / 2
        let ring = bounds.insetBy(-gap)
        guard ring.width > 0, ring.height > 0 else { return .empty }
        return .strokeRect(ring, style.focusRing, lineWidth: style.focusRingWidthPx,
                           cornerRadius: max(0, cornerRadius) + gap)
    }
}
