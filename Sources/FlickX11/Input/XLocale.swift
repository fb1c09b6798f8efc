import CX11
import Foundation

/// The process's character type as Xlib needs it to turn keys into text: a UTF-8 locale it supports.
enum XLocale {
    /// Makes the process's character type (LC_CTYPE only: number formatting and messages stay as
    /// they are) the environment's when the program has set none, or C.UTF-8 when the environment's
    /// is the plain C locale or one Xlib does not support, so input methods compose, and
    /// `XLookupString` converts keysyms, in UTF-8. False when Xlib supports neither (the previous
    /// locale is restored). Called on the window's thread before it opens an input method.
    static func prepare() -> Bool {
        let previous = currentCType()
        if previous == "C" || previous == "POSIX" { _ = setlocale(LC_CTYPE, "") }
        let chosen = currentCType()
        if XSupportsLocale() != 0, chosen != "C", chosen != "POSIX" { return true }
        if setlocale(LC_CTYPE, "C.UTF-8") != nil, XSupportsLocale() != 0 { return true }
        _ = setlocale(LC_CTYPE, previous)
        return false
    }

    private static func currentCType() -> String {
        setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    }
}
