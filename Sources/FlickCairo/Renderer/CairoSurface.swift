import CCairo

/// Owns one cairo image surface and a pattern on it; destroys both when released.
final class CairoSurface {
    let surface: OpaquePointer
    let pattern: OpaquePointer

    /// Takes ownership of `surface`.
    init(_ surface: OpaquePointer) {
        self.surface = surface
        pattern = cairo_pattern_create_for_surface(surface)
    }

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
