import FlickCore
/// The scenario language (docs/CONTRACTS.md §5) as `flick record --help` lists it: each command's form
/// and what it does, in the contract's order. Each fits one help line (form and meaning within
/// 79 columns).
public enum ScenarioReference {
    /// (form, meaning) for every command the parser knows.
    public static let commands: [(form: String, meaning: String)] = [
        ("size W H", "window size; before any input, or later a resize"),
        ("wait MS", "let MS of virtual time pass, rendering frames"),
        ("move AT [MODS]", "pointer motion without buttons"),
        ("down X Y [BUTTON] [MODS]", "press (button 1), MODS like ctrl+shift"),
        ("up X Y [BUTTON] [MODS]", "release"),
        ("drag FROM TO MS [MODS]", "press at FROM, move to TO in MS, release"),
        ("click AT [MODS]", "move there, press and release"),
        ("doubleclick AT [MODS]", "two clicks"),
        ("hold AT MS [MODS]", "press, stay MS, release (long press)"),
        ("scroll X Y DX DY [MODS]", "wheel notches, DY > 0 down, DX > 0 right"),
        ("touch ID down|move|up X Y", "touchscreen finger ID (1-10) at X,Y"),
        ("pinch X Y SCALE MS", "touchpad pinch at X,Y, 1 to SCALE in MS, lift"),
        ("swipe X Y DX DY MS", "touchpad 2-finger scroll, fingers DX,DY in MS"),
        ("key KEY", "an X keysym name and modifiers: Right, ctrl+t"),
        ("type \"TEXT\"", "type TEXT in quotes, a key press per character"),
        ("settle", "run until nothing moves (at most 10 s, else fail)"),
        ("shot NAME", "write NAME.png of the current frame"),
        ("expect KEY VALUE", "state value KEY must equal VALUE now, else fail"),
        ("elements NAME", "write NAME.json: the elements on screen"),
        ("match NAME", "the frame must match the golden NAME.png"),
        ("demo NAME", "first line only: the demo the scenario is for"),
        ("check accessibility", "fail on unnamed controls, faint text, tiny targets"),
    ]

    /// What AT, FROM and TO stand for.
    public static let placeNote = "AT, FROM and TO are X Y in window pixels, or an element by name: \"New Page\" "
        + "or ROLE \"New Page\" (ROLE as Flick or AT-SPI names it: button or \"push button\"; exact name "
        + "first, else one containing it ignoring case). Several on screen fail unless 'first' or 'nth N' "
        + "picks one: first \"Close page\", nth 2 button \"Close page\". 'expect visible [ROLE] \"NAME\"' "
        + "and 'expect hidden ...' check that one is on screen, or none is."
}
