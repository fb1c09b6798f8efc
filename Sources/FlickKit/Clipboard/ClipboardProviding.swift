/// What `Clipboard` runs on: a window's X selections (FlickApp's `HostWindow` installs its own
/// while it runs), or `LocalClipboard` in a process with no window (tests, headless recording).
/// Called on the UI thread only.
public protocol ClipboardProviding: AnyObject {
    /// Makes `text` the contents of `selection`.
    func copy(_ text: String, selection: ClipboardSelection)
    /// Calls `completion` on the UI thread with the text of `selection`, or nil when it holds no
    /// text or its owner does not answer in time; at once (before `read` returns) when the
    /// provider has the text itself.
    func read(selection: ClipboardSelection, _ completion: @escaping (String?) -> Void)
}
