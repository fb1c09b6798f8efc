import FlickCairo
import Foundation

/// Pins text rendering to the DejaVu fonts with fixed hinting and antialiasing, so that the
/// same scenario renders byte-identical PNGs on every run (docs/ARCHITECTURE.md, "Tests"). Must run before
/// the first Pango call.
public enum FontPinning {
    /// Writes the pinned fontconfig file (per user, in the temporary folder) and returns its path.
    public static func writeConfig() throws -> String {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("flick-fonts-\(getuid())")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = (dir as NSString).appendingPathComponent("fonts.conf")
        try FontConfiguration.writeTestConfig(to: file, cacheDir: (dir as NSString).appendingPathComponent("cache"))
        return file
    }

    /// Writes the pinned configuration and points FONTCONFIG_FILE at it.
    public static func pin() throws {
        setenv("FONTCONFIG_FILE", try writeConfig(), 1)
    }
}
