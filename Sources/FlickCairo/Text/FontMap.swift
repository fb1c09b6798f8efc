import CPango

/// The process-wide PangoCairo font map that `TextRenderer` contexts use.
public enum FontMap {
    /// Drops the default font map and, with it, the fontsets and fontconfig patterns Pango caches
    /// in it (a run that is done drawing text calls this, so leak checkers see them freed). Text
    /// drawn later makes a fresh map.
    public static func releaseDefault() {
        pango_cairo_font_map_set_default(nil)
    }
}
