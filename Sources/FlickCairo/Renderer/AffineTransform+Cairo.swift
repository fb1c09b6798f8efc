import CCairo
import FlickCore

extension AffineTransform {
    /// The same transform in cairo's layout.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// True when cairo can use it: finite and invertible (a singular one would put cairo in an error state).
    var isUsableByCairo: Bool {
        let det = a * d - b * c
        return a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && det.isFinite && det != 0
    }
}
