/// The X resources of the window's display.
extension X11Window {
    /// The value of X resource `name` (e.g. "Xft.dpi") as the display's resource manager holds it
    /// (read when the display was opened), or nil when it is not set.
    public func resource(_ name: String) -> String? {
        XResources.databaseText(of: display).flatMap { XResources.value(of: name, in: $0) }
    }
}
