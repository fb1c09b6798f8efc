/// Identity of a blurred shadow tile: blur and corner radius in half pixels, and whether the caster is cut out.
struct ShadowTileKey: Hashable {
    var blurHalfPixels: Int
    var cornerHalfPixels: Int
    var excludingCaster: Bool
}
