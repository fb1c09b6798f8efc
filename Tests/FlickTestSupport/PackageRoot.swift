import Foundation

/// The Flick package's root folder, found from this file's path by walking up to the folder that
/// holds `Package.swift`, so test files can move between folders without counting levels.
public enum PackageRoot {
    /// The package root's path (no trailing slash).
    public static let path: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// The package root as a file URL.
    public static var url: URL { URL(fileURLWithPath: path, isDirectory: true) }
}
