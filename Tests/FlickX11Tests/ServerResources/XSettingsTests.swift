import FlickX11
import XCTest

/// The XSETTINGS format decoded: both byte orders, the three kinds of value, padding, and bytes
/// that are not the format refused without reading past their end.
final class XSettingsTests: XCTestCase {
    /// The bytes of `settings` (name, type, value bytes) in the byte order `bigEndian` says.
    private func encode(_ settings: [(String, UInt8, [UInt8])], bigEndian: Bool = false, count: UInt32? = nil) -> [UInt8] {
        func c16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func c32(_ v: UInt32) -> [UInt8] {
            let le = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            return bigEndian ? le.reversed() : le
        }
        func padded(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + c32(7) + c32(count ?? UInt32(settings.count))
        for (name, type, value) in settings {
            out += [type, 0] + c16(UInt16(name.utf8.count)) + padded(Array(name.utf8)) + c32(3) + value
        }
        return out
    }

    private func string(_ s: String) -> [UInt8] {
        let b = Array(s.utf8)
        return [UInt8(b.count & 0xFF), UInt8(b.count >> 8 & 0xFF), 0, 0] + b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4)
    }

    func testAThemeNameIntegersAndColoursAreRead() {
        let bytes = encode([("Net/ThemeName", 1, string("Adwaita-dark")),
                            ("Net/DoubleClickTime", 0, [0x90, 0x01, 0, 0]),
                            ("Gtk/Colour", 2, [1, 0, 2, 0, 3, 0, 0xFF, 0xFF])])
        let settings = XSettings.decode(bytes)
        XCTAssertEqual(settings?[XSettings.themeNameKey], .string("Adwaita-dark"))
        XCTAssertEqual(settings?["Net/DoubleClickTime"], .integer(400))
        XCTAssertEqual(settings?["Gtk/Colour"], .color(1, 2, 3, 0xFFFF))
    }

    func testTheMostSignificantByteFirstOrderIsRead() {
        let value: [UInt8] = [0, 0, 0, 5] + Array("Adw-x".utf8) + [0, 0, 0]
        let settings = XSettings.decode(encode([("Net/ThemeName", 1, value), ("Xft/DPI", 0, [0, 1, 0x80, 0])], bigEndian: true))
        XCTAssertEqual(settings?["Net/ThemeName"], .string("Adw-x"))
        XCTAssertEqual(settings?["Xft/DPI"], .integer(98304), "96 × 1024")
    }

    func testNoSettingsIsAnEmptySet() {
        XCTAssertEqual(XSettings.decode(encode([])), [:])
    }

    func testBytesThatAreNotTheFormatAreRefused() {
        let good = encode([("Net/ThemeName", 1, string("Adwaita"))])
        XCTAssertNotNil(XSettings.decode(good))
        for cut in [0, 1, 4, 11, 12, 20, good.count - 1] {
            XCTAssertNil(XSettings.decode(Array(good.prefix(cut))), "cut at \(cut)")
        }
        XCTAssertNil(XSettings.decode([2, 0, 0, 0] + good.dropFirst(4)), "an unknown byte order")
        XCTAssertNil(XSettings.decode(encode([("X", 9, [0, 0, 0, 0])])), "an unknown type")
        XCTAssertNil(XSettings.decode(encode([], count: 0xFFFF_FFFF)), "more settings than bytes")
        var huge = good
        huge[good.count - 12] = 0xFF  // the string's length, far past the end
        XCTAssertNil(XSettings.decode(huge))
    }
}
