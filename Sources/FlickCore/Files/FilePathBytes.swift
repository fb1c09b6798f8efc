/// A file's path as the bytes the file system has: a Linux file name is any bytes but `/` and
/// NUL, not necessarily UTF-8 (a Latin-1 `café` is `caf\xE9`), and a `String` cannot hold such a
/// name without replacing the byte. The bytes open the file; `description` shows the path to a
/// person, with U+FFFD (�) where a byte is not UTF-8. Taken apart at `/` only, so any name works.
public struct FilePathBytes: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes (no terminating NUL).
    public let bytes: [UInt8]

    private static let slash = UInt8(ascii: "/")

    /// The path with these bytes.
    public init(bytes: some Sequence<UInt8>) { self.bytes = Array(bytes) }

    /// The path spelled by `string` (its UTF-8).
    public init(_ string: String) { bytes = Array(string.utf8) }

    /// The path spelled by a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The path as a person reads it: bytes that are not UTF-8 show as U+FFFD.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// True when the bytes are UTF-8, so `description` spells the path exactly.
    public var isUTF8: Bool { description.utf8.elementsEqual(bytes) }

    /// The last component (trailing slashes ignored); empty for "/" or "".
    public var lastComponent: FilePathBytes {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == Self.slash { end -= 1 }
        var start = end
        while start > 0 && bytes[start - 1] != Self.slash { start -= 1 }
        return FilePathBytes(bytes: bytes[start..<end])
    }

    /// The extension of the last component, lowercased, without the dot: "" when it has none (a
    /// name such as `.png` is hidden, not an extension).
    public var fileExtension: String {
        let name = lastComponent.bytes
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return "" }
        return String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    }

    /// The folder holding the path: "." for a bare name, "/" for a name at the root.
    public var parent: FilePathBytes {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == Self.slash { end -= 1 }
        while end > 0 && bytes[end - 1] != Self.slash { end -= 1 }
        guard end > 0 else { return bytes.first == Self.slash ? "/" : "." }
        while end > 1 && bytes[end - 1] == Self.slash { end -= 1 }
        return FilePathBytes(bytes: bytes[0..<end])
    }

    /// `name` inside this folder (one `/` between them).
    public func appending(_ name: FilePathBytes) -> FilePathBytes {
        guard !bytes.isEmpty else { return name }
        return FilePathBytes(bytes: bytes.last == Self.slash ? bytes + name.bytes : bytes + [Self.slash] + name.bytes)
    }

    /// Calls `body` with the path as a NUL-terminated C string, or with nil when the bytes hold a
    /// NUL (no file has such a name).
    public func withCString<Result>(_ body: (UnsafePointer<CChar>?) throws -> Result) rethrows -> Result {
        guard !bytes.contains(0) else { return try body(nil) }
        return try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress) }
        }
    }
}
