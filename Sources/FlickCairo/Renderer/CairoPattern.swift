import CCairo

/// Owns one cairo pattern and destroys it when released.
final class CairoPattern {
    let pattern: OpaquePointer

    init(_ pattern: OpaquePointer) { self.pattern = pattern }

    deinit { cairo_pattern_destroy(pattern) }
}
