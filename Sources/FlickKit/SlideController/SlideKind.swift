/// What a slide does to the stack.
public enum SlideKind: String, CaseIterable, Sendable {
    /// The top scene slides out as the new one slides in; the old one is gone afterwards.
    case replace
    /// A new scene slides over the top one, which is kept under it.
    case cover
    /// The top cover slides away and reveals the scene under it.
    case uncover
}
