@testable import FlickDemo
import Foundation

/// Private XDG folders for one `flick` run, so no test reads or writes the real
/// `~/.config/flick` or `~/.local/state/flick`.
struct StateDirs {
    let root: String
    var config: String { root + "/config" }
    var state: String { root + "/state" }
    var settingsFile: String { config + "/flick/settings.json" }
    var sessionFile: String { state + "/flick/session.json" }
    /// `XDG_CONFIG_HOME` and `XDG_STATE_HOME` pointing here.
    var environment: [String: String] { ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": state] }

    /// New empty folders (a first launch: no files yet).
    static func empty() -> StateDirs {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flick-state-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return StateDirs(root: root)
    }

    /// Folders as a user has them after every first-launch hint was used and nothing else
    /// changed: the defaults, no warning, no hint drawn over the demos (what most live tests
    /// compare with `flick record`, which draws none).
    static func seasoned() -> StateDirs {
        let dirs = empty()
        let hints = DemoName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        dirs.write(settings: "{\"version\": 1}\n")
        dirs.write(session: "{\"version\": 1, \"hintsSeen\": [\(hints)]}\n")
        return dirs
    }

    func write(settings text: String) { write(text, to: settingsFile) }
    func write(session text: String) { write(text, to: sessionFile) }

    private func write(_ text: String, to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Every file under the folders (relative paths, sorted).
    func files() -> [String] {
        guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
        return e.compactMap { $0 as? String }.filter {
            var dir: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &dir) && !dir.boolValue
        }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
