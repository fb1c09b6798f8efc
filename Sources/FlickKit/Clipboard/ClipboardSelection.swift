/// Which clipboard: the one of copy and paste, or the primary selection (the text selected last,
/// pasted with the middle button on X11).
public enum ClipboardSelection: String, CaseIterable, Hashable, Sendable {
    /// Copy and paste (ctrl+c, ctrl+v): X's CLIPBOARD.
    case clipboard
    /// The last selected text: X's PRIMARY.
    case primary
}
