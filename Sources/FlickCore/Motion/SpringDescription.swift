/// A damped spring: mass, stiffness and damping ratio (1 = critically damped).
public struct SpringDescription: Equatable, Sendable {
    /// The moving mass.
    public var mass: Double
    /// The spring's stiffness.
    public var stiffness: Double
    /// 1 is critically damped (no overshoot); below 1 bounces.
    public var dampingRatio: Double

    /// A spring of `mass`, `stiffness` and `dampingRatio`.
    public init(mass: Double, stiffness: Double, dampingRatio: Double) {
        self.mass = mass; self.stiffness = stiffness; self.dampingRatio = dampingRatio
    }

    /// The settle spring of docs/ARCHITECTURE.md, "Feel" (≈ 290 ms from 0 to 1).
    public static let settle = SpringDescription(
        mass: Constants.settleSpringMass, stiffness: Constants.settleSpringStiffness,
        dampingRatio: Constants.settleSpringDampingRatio)

    /// Damping coefficient c = 2ζ√(km).
    public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }
}
