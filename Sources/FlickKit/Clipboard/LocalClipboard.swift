/// A clipboard inside the process: what was copied is read back, at once. The clipboard of a
/// process with no window (the default of `Clipboard`), and the one tests install.
public final class LocalClipboard: ClipboardProviding {
    private var texts: [ClipboardSelection: String] = [:]

    /// An empty clipboard.
    public init() {}

    /// Keeps `text` as `selection`'s contents.
    public func copy(_ text: String, selection: ClipboardSelection) {
        texts[selection] = text
    }

    /// Calls `completion` at once with what was copied to `selection` last, or nil.
    public func read(selection: ClipboardSelection, _ completion: @escaping (String?) -> Void) {
        completion(texts[selection])
    }
}
