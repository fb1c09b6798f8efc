import CX11
import Foundation

/// The atoms of the selection protocol, interned in one round trip.
struct SelectionAtoms {
    let clipboard: Atom
    let primary: Atom
    let targets: Atom
    let multiple: Atom
    let timestamp: Atom
    let utf8String: Atom
    let text: Atom
    let string: Atom
    let incr: Atom
    /// The window's properties the owners of CLIPBOARD and PRIMARY write into.
    let clipboardProperty: Atom
    let primaryProperty: Atom

    init(display: OpaquePointer) {
        let names = ["CLIPBOARD", "PRIMARY", "TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "TEXT",
                     "STRING", "INCR", "_FLICK_CLIPBOARD", "_FLICK_PRIMARY"]
        var pointers = names.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        XInternAtoms(display, &pointers, Int32(names.count), False, &atoms)
        (clipboard, primary, targets, multiple, timestamp) = (atoms[0], atoms[1], atoms[2], atoms[3], atoms[4])
        (utf8String, text, string, incr) = (atoms[5], atoms[6], atoms[7], atoms[8])
        (clipboardProperty, primaryProperty) = (atoms[9], atoms[10])
    }

    /// The atom of `selection`.
    func selection(_ selection: X11Selection) -> Atom {
        selection == .clipboard ? clipboard : primary
    }

    /// The window's property that `selection`'s owner writes into.
    func property(for selection: Atom) -> Atom {
        selection == clipboard ? clipboardProperty : primaryProperty
    }
}
