import FlickKit
import FlickX11

/// `Clipboard` over a window's X selections: what `HostWindow` installs while it runs.
final class WindowClipboard: ClipboardProviding {
    private let selections: X11Clipboard

    init(_ selections: X11Clipboard) { self.selections = selections }

    func copy(_ text: String, selection: ClipboardSelection) {
        selections.copy(text, to: Self.x11(selection))
    }

    func read(selection: ClipboardSelection, _ completion: @escaping (String?) -> Void) {
        selections.read(Self.x11(selection), completion: completion)
    }

    private static func x11(_ selection: ClipboardSelection) -> X11Selection {
        switch selection {
        case .clipboard: return .clipboard
        case .primary: return .primary
        }
    }
}
