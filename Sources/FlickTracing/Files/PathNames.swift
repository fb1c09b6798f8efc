import FlickCore
/// Paths taken apart as bytes, without Foundation's `NSString` path methods (which trap on some
/// Unicode after `//`, e.g. `x//中`): a path is split at `/` only, so any name a user types works.
public enum PathNames {
    private static let slash = UInt8(ascii: "/")

    /// The last component of `path` (trailing slashes ignored); "" for "/" or "".
    public static func lastComponent(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 0 && bytes[end - 1] == slash { end -= 1 }
        var start = end
        while start > 0 && bytes[start - 1] != slash { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The extension of `path`'s last component, lowercased, without the dot: "" when it has none
    /// (a name such as `.png` is hidden, not an extension).
    public static func fileExtension(_ path: String) -> String {
        let name = Array(lastComponent(path).utf8)
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return "" }
        return String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    }

    /// `name` inside the folder `directory` (one `/` between them).
    public static func joined(_ directory: String, _ name: String) -> String {
        guard !directory.isEmpty else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The folder holding `path`: "." for a bare name, "/" for a name at the root.
    public static func parent(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 0 && bytes[end - 1] == slash { end -= 1 }
        while end > 0 && bytes[end - 1] != slash { end -= 1 }
        guard end > 0 else { return bytes.first == slash ? "/" : "." }
        while end > 1 && bytes[end - 1] == slash { end -= 1 }
        return String(decoding: bytes[0..<end], as: UTF8.self)
    }
}
