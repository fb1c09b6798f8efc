import CX11
import FlickCore

extension Modifiers {
    /// The modifiers held in an X modifier state mask (a core event's `state`, or XI2's
    /// `XIModifierState.effective`): Shift, Control, Mod1 (Alt) and Mod4 (Super).
    init(xState state: Int32) {
        self = []
        if state & ShiftMask != 0 { insert(.shift) }
        if state & ControlMask != 0 { insert(.control) }
        if state & Mod1Mask != 0 { insert(.alt) }
        if state & Mod4Mask != 0 { insert(.super) }
    }
}
