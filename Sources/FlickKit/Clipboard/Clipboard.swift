import Foundation

/// The app's clipboard: copy text to, and read text from, the system's CLIPBOARD (or PRIMARY)
/// selection, so it pastes into other programs and theirs into Flick. Call it on the UI thread.
///
///     Clipboard.copy(field.text)
///     Clipboard.read { text in if let text { field.insert(text) } }
///
/// It runs on the installed `ClipboardProviding`: a window's X selections while the window runs
/// (`FlickApp.run`), else a `LocalClipboard` that keeps what was copied inside the process.
public enum Clipboard {
    /// Makes `text` the contents of `selection` (CLIPBOARD by default).
    public static func copy(_ text: String, selection: ClipboardSelection = .clipboard) {
        provider.copy(text, selection: selection)
    }

    /// Reads the text of `selection` (CLIPBOARD by default) and calls `completion` with it on the
    /// UI thread: nil when the selection holds no text or its owner does not answer within 2 s.
    /// The text may arrive before `read` returns (when Flick holds it itself) or later (from
    /// another program), never blocking the UI thread meanwhile.
    public static func read(selection: ClipboardSelection = .clipboard, _ completion: @escaping (String?) -> Void) {
        provider.read(selection: selection, completion)
    }

    /// The provider `copy` and `read` run on now.
    public static var provider: any ClipboardProviding { slot.provider }

    /// Makes `provider` the one `copy` and `read` run on; returns the one it replaces (to hand to
    /// `uninstall(_:restoring:)`).
    @discardableResult
    public static func install(_ provider: any ClipboardProviding) -> any ClipboardProviding {
        slot.exchange(provider)
    }

    /// Puts `previous` back in place of `provider`, if `provider` is still the one installed.
    public static func uninstall(_ provider: any ClipboardProviding, restoring previous: any ClipboardProviding) {
        slot.exchange(previous, ifInstalled: provider)
    }

    private static let slot = ClipboardSlot()
}

/// The installed provider, behind a lock. `@unchecked Sendable`: its one variable is only read and
/// written under `lock`.
private final class ClipboardSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var installed: any ClipboardProviding = LocalClipboard()

    var provider: any ClipboardProviding {
        lock.lock()
        defer { lock.unlock() }
        return installed
    }

    /// Installs `provider` (when `current` is nil or installed now); returns the one installed before.
    @discardableResult
    func exchange(_ provider: any ClipboardProviding, ifInstalled current: (any ClipboardProviding)? = nil)
        -> any ClipboardProviding
    {
        lock.lock()
        defer { lock.unlock() }
        let previous = installed
        if current == nil || current === installed { installed = provider }
        return previous
    }
}
