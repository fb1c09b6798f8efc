/// The colour scheme a component draws in. Dark is the only one drawn today; the theme work
/// to come reads this.
public enum Appearance: String, Sendable {
    /// Light text on dark surfaces (today's look).
    case dark
    /// Dark text on light surfaces.
    case light
}
