/// The scenario language (docs/CONTRACTS.md §5) as `flick record --help` lists it: each command's form
/// and what it does, in the contract's order. Each fits one help line (form and meaning within
/// 79 columns).
public enum ScenarioReference {
    /// (form, meaning) for every command the parser knows.
    public static let commands: [(form: String, meaning: String)] = [
        ("size W H", "window size; before any input, or later a resize"),
        ("wait MS", "let MS of virtual time pass, rendering frames"),
        ("move X Y [MODS]", "pointer motion without buttons"),
        ("down X Y [BUTTON] [MODS]", "press (button 1), MODS like ctrl+shift"),
        ("up X Y [BUTTON] [MODS]", "release"),
        ("drag X1 Y1 X2 Y2 MS [MODS]", "press at 1, move to 2 in MS, release"),
        ("click X Y [MODS]", "press and release, no motion"),
        ("doubleclick X Y [MODS]", "two clicks"),
        ("hold X Y MS [MODS]", "press, stay MS, release (long press)"),
        ("scroll X Y DX DY [MODS]", "wheel notches, DY > 0 down, DX > 0 right"),
        ("touch ID down|move|up X Y", "touchscreen finger ID (1-10) at X,Y"),
        ("pinch X Y SCALE MS", "touchpad pinch at X,Y, 1 to SCALE in MS, lift"),
        ("swipe X Y DX DY MS", "touchpad 2-finger scroll, fingers DX,DY in MS"),
        ("key KEY", "an X keysym name and modifiers: Right, ctrl+t"),
        ("settle", "run until nothing moves (at most 10 s, else fail)"),
        ("shot NAME", "write NAME.png of the current frame"),
        ("expect KEY VALUE", "state value KEY must equal VALUE now, else fail"),
    ]
}
