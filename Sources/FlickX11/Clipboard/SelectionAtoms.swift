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
    /// The window's properties the owners of CLIPBOARD and PRIMARY write into, a few each: a read
    /// takes one no abandoned transfer may still write into.
    let clipboardProperties: [Atom]
    let primaryProperties: [Atom]
    /// How many properties each selection has.
    static let propertiesPerSelection = 4

    init(display: OpaquePointer) {
        let count = SelectionAtoms.propertiesPerSelection
        let names = ["CLIPBOARD", "PRIMARY", "TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "TEXT",
                     "STRING", "INCR"]
            + (0..<count).map { "_FLICK_CLIPBOARD_\($0)" } + (0..<count).map { "_FLICK_PRIMARY_\($0)" }
        var pointers = names.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        XInternAtoms(display, &pointers, Int32(names.count), False, &atoms)
        (clipboard, primary, targets, multiple, timestamp) = (atoms[0], atoms[1], atoms[2], atoms[3], atoms[4])
        (utf8String, text, string, incr) = (atoms[5], atoms[6], atoms[7], atoms[8])
        clipboardProperties = Array(atoms[9..<(9 + count)])
        primaryProperties = Array(atoms[(9 + count)...])
    }

    /// The atom of `selection`.
    func selection(_ selection: X11Selection) -> Atom {
        selection == .clipboard ? clipboard : primary
    }

    /// The window's properties that `selection`'s owners write into.
    func properties(for selection: Atom) -> [Atom] {
        selection == clipboard ? clipboardProperties : primaryProperties
    }
}
