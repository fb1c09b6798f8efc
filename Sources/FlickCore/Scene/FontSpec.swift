/// A font request for text layout: family, pixel size and weight.
public struct FontSpec: Equatable, Hashable, Sendable {
    public enum Weight: Sendable { case regular, bold }
    public var family: String
    /// Size in pixels (not points).
    public var size: Double
    public var weight: Weight

    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }
}
