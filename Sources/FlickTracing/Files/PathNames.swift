import FlickCore
/// Paths taken apart as bytes (`FilePathBytes`), without Foundation's `NSString` path methods
/// (which trap on some Unicode after `//`, e.g. `x//中`): a path is split at `/` only, so any name
/// a user types works.
public enum PathNames {
    /// The last component of `path` (trailing slashes ignored); "" for "/" or "".
    public static func lastComponent(_ path: String) -> String {
        FilePathBytes(path).lastComponent.description
    }

    /// The extension of `path`'s last component, lowercased, without the dot: "" when it has none
    /// (a name such as `.png` is hidden, not an extension).
    public static func fileExtension(_ path: String) -> String {
        FilePathBytes(path).fileExtension
    }

    /// `name` inside the folder `directory` (one `/` between them).
    public static func joined(_ directory: String, _ name: String) -> String {
        FilePathBytes(directory).appending(FilePathBytes(name)).description
    }

    /// The folder holding `path`: "." for a bare name, "/" for a name at the root.
    public static func parent(_ path: String) -> String {
        FilePathBytes(path).parent.description
    }
}
