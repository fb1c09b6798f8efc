/// What kind of `Button` it is: how it looks.
public enum ButtonKind: Sendable {
    /// A filled neutral button.
    case standard
    /// A filled accent-coloured button (the main action).
    case prominent
    /// Text (or a glyph) only, with a fill while pressed or hovered: bar buttons.
    case plain
}
