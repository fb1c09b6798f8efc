/// The X selections Flick reads and owns: CLIPBOARD (copy and paste) and PRIMARY (the last
/// selected text, pasted with the middle button).
public enum X11Selection: String, CaseIterable, Sendable {
    case clipboard = "CLIPBOARD"
    case primary = "PRIMARY"
}
