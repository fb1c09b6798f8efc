import CCairo
import FlickCore

extension Color {
    /// Makes this colour, with its alpha multiplied by `alpha`, the context's source.
    func setAsSource(_ cr: OpaquePointer, alpha: Double = 1) {
        cairo_set_source_rgba(cr, red, green, blue, self.alpha * alpha)
    }
}
