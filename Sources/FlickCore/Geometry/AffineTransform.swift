/// A 2-D affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty (cairo's matrix layout).
public struct AffineTransform: Equatable, Sendable {
    /// The matrix [a c tx; b d ty]: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with matrix entries `a`, `b`, `c`, `d` and translation (`tx`, `ty`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (`dx`, `dy`).
    public static func translation(_ dx: Double, _ dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale by `sx` across and `sy` down, about the origin.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Scale by `k` about `anchor`.
    public static func scale(_ k: Double, about anchor: Point) -> AffineTransform {
        AffineTransform(a: k, b: 0, c: 0, d: k, tx: anchor.x * (1 - k), ty: anchor.y * (1 - k))
    }

    /// Applies `self` first, then `other`.
    public func then(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                        c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                        tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// `p` transformed.
    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    /// True for the identity.
    public var isIdentity: Bool { self == .identity }
}
