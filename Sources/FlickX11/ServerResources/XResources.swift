import CX11

/// The X resource manager's database as the server holds it (the `RESOURCE_MANAGER` property of
/// the root window, which `xrdb` sets), and the lookup of one resource in it: where a desktop
/// says its font DPI (`Xft.dpi`), which Flick's UI scale follows as GTK's does.
public enum XResources {
    /// The resource database text of `display`, or nil when the server has none.
    static func databaseText(of display: OpaquePointer) -> String? {
        guard let text = XResourceManagerString(display) else { return nil }
        return String(cString: text)
    }

    /// The value of the resource `name` (e.g. "Xft.dpi") in `database` (xrdb's "name:\tvalue"
    /// lines), or nil when no line names it exactly. Blanks around the value are dropped;
    /// comments ("!") and lines without a colon are skipped; a later line wins, as in xrdb.
    public static func value(of name: String, in database: String) -> String? {
        var found: String?
        for line in database.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard !trimmed.hasPrefix("!"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = trimmed[..<colon].trimmingCharacters(in: " \t")
            guard key == name else { continue }
            found = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: " \t")
        }
        return found
    }
}

private extension Substring {
    func trimmingCharacters(in blanks: String) -> String {
        let set = Set(blanks)
        let start = drop(while: { set.contains($0) })
        var end = start.endIndex
        while end > start.startIndex, set.contains(start[start.index(before: end)]) { end = start.index(before: end) }
        return String(start[start.startIndex..<end])
    }
}
