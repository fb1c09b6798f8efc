/// The colour scheme a component draws in: the environment carries it (`ComponentEnvironment.appearance`)
/// and a component takes its colours from `Palette(for:)` of it.
public enum Appearance: String, CaseIterable, Sendable {
    /// Light text on dark surfaces.
    case dark
    /// Dark text on light surfaces.
    case light

    /// The appearance a system colour-scheme name asks for: the freedesktop `color-scheme`
    /// values ("prefer-dark" → dark, "prefer-light" and "default" → light) and a GTK theme name
    /// (XSETTINGS' `Net/ThemeName`, dark when it ends in "-dark", e.g. "Adwaita-dark"); nil when
    /// the name says nothing either way.
    public init?(systemSchemeName name: String) {
        let n = name.lowercased()
        if n == "prefer-dark" || n.hasSuffix("-dark") || n.hasSuffix(":dark") { self = .dark; return }
        if n == "prefer-light" || n == "default" || !n.isEmpty { self = .light; return }
        return nil
    }

    /// A content version (`Component.contentVersion`, a snapshot's version) for drawing made in
    /// this appearance: `version` itself in dark, its bitwise complement in light. A component whose
    /// drawing takes colours from the palette returns it, so a snapshot made in one appearance is
    /// never shown for the other (versions of either appearance never meet while they are not negative).
    public func version(_ version: Int) -> Int { self == .light ? ~version : version }
}
