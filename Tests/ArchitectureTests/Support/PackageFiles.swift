import FlickTestSupport
import Foundation

/// The package's files as the checks read them: text by its path from the package root, and the
/// Swift sources under a folder, sorted, with paths relative to the root.
enum PackageFiles {
    static var root: URL { PackageRoot.url }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The Swift files under `folder` (relative to the root), sorted by path.
    static func swiftSources(under folder: String) throws -> [SwiftSource] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        let prefix = root.path + "/"
        let paths = walker.compactMap { ($0 as? URL)?.path }
            .filter { $0.hasSuffix(".swift") && !$0.contains("/.build/") }
            .sorted()
        return try paths.map { path in
            SwiftSource(path: String(path.dropFirst(prefix.count)), text: try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    /// The folders directly under `folder`, sorted (documentation catalogs and hidden folders such
    /// as `Examples/.build` left out).
    static func subfolders(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { name in
                var isFolder: ObjCBool = false
                let path = root.appendingPathComponent(folder).appendingPathComponent(name).path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                    && !name.hasSuffix(".docc") && !name.hasPrefix(".")
            }
            .sorted()
    }
}
