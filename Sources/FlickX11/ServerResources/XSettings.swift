/// The XSETTINGS format (freedesktop's XSETTINGS specification): the settings a desktop's
/// settings manager publishes in the `_XSETTINGS_SETTINGS` property of the window owning the
/// selection `_XSETTINGS_S<screen>` (GTK's theme, fonts, double-click time …).
///
/// The bytes: the byte order (0 LSB first, 1 MSB first), 3 bytes of padding, the serial and the
/// number of settings (CARD32 each), then each setting: its type (0 integer, 1 string, 2 colour),
/// a byte of padding, the name's length (CARD16), the name padded to 4 bytes, the serial it last
/// changed in (CARD32) and its value (an INT32; a CARD32 length and the string padded to 4; or four
/// CARD16 for red, green, blue and alpha).
public enum XSettings {
    /// One setting's value.
    public enum Value: Equatable, Sendable {
        /// An integer setting.
        case integer(Int32)
        /// A string setting.
        case string(String)
        /// A colour setting: red, green, blue, alpha (0 to 65535 each).
        case color(UInt16, UInt16, UInt16, UInt16)
    }

    /// The setting naming the GTK theme (e.g. "Adwaita-dark").
    public static let themeNameKey = "Net/ThemeName"
    /// The setting placing the window buttons of client-side decorations (GTK's
    /// `gtk-decoration-layout`, e.g. ":minimize,maximize,close").
    public static let decorationLayoutKey = "Gtk/DecorationLayout"

    /// The settings in `bytes`, by name; nil when the bytes are not in the format (too short, a
    /// length past the end, an unknown type or byte order). A string that is not UTF-8 is skipped.
    public static func decode(_ bytes: [UInt8]) -> [String: Value]? {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1, reader.skip(3) else { return nil }
        reader.bigEndian = order == 1
        guard reader.card32() != nil, let count = reader.card32() else { return nil }
        var settings: [String: Value] = [:]
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                  let nameBytes = reader.bytes(Int(nameLength)), reader.skipPadding(of: Int(nameLength)),
                  reader.card32() != nil else { return nil }
            let name = String(decoding: nameBytes, as: UTF8.self)
            switch type {
            case 0:
                guard let v = reader.card32() else { return nil }
                settings[name] = .integer(Int32(bitPattern: v))
            case 1:
                guard let length = reader.card32(), let text = reader.bytes(Int(length)),
                      reader.skipPadding(of: Int(length)) else { return nil }
                if let s = String(validating: text, as: UTF8.self) { settings[name] = .string(s) }
            case 2:
                guard let r = reader.card16(), let g = reader.card16(), let b = reader.card16(),
                      let a = reader.card16() else { return nil }
                settings[name] = .color(r, g, b, a)
            default:
                return nil
            }
        }
        return settings
    }

    /// Reads the format's numbers in its byte order, never past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func bytes(_ n: Int) -> ArraySlice<UInt8>? {
            guard n >= 0, n <= bytes.count - offset else { return nil }
            defer { offset += n }
            return bytes[offset..<offset + n]
        }

        mutating func skip(_ n: Int) -> Bool { bytes(n) != nil }

        /// Skips what pads `length` bytes to a multiple of 4.
        mutating func skipPadding(of length: Int) -> Bool { skip((4 - length % 4) % 4) }

        mutating func byte() -> UInt8? { bytes(1)?.first }

        mutating func card16() -> UInt16? {
            guard let b = bytes(2) else { return nil }
            let (x, y) = (UInt16(b[b.startIndex]), UInt16(b[b.startIndex + 1]))
            return bigEndian ? x << 8 | y : y << 8 | x
        }

        mutating func card32() -> UInt32? {
            guard let b = bytes(4) else { return nil }
            let v = b.map(UInt32.init)
            return bigEndian ? v[0] << 24 | v[1] << 16 | v[2] << 8 | v[3] : v[3] << 24 | v[2] << 16 | v[1] << 8 | v[0]
        }
    }
}
