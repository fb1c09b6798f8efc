/// A font request for text layout: family, pixel size and weight.
public struct FontSpec: Equatable, Hashable, Sendable {
    /// The stroke weight.
    public enum Weight: Sendable { case regular, bold }
    /// The font family's name, as fontconfig knows it.
    public var family: String
    /// Size in pixels (not points).
    public var size: Double
    /// Regular or bold.
    public var weight: Weight

    /// A `size` px font of `family` at `weight`.
    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }
}
