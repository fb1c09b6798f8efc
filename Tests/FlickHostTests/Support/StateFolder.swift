import Foundation

/// A private folder standing for `XDG_STATE_HOME` in one test, so no test reads or writes the
/// real `~/.local/state`; the session file is `state/flick/session.json` under it.
struct StateFolder {
    let root: String
    var state: String { root + "/state" }
    var sessionFile: String { state + "/flick/session.json" }

    /// A new empty folder (a first launch: no files yet).
    static func empty() -> StateFolder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flick-host-state-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return StateFolder(root: root)
    }

    /// Writes `text` as the session file (its folders made).
    func write(session text: String) {
        try? FileManager.default.createDirectory(atPath: (sessionFile as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: sessionFile, contents: Data(text.utf8))
    }

    /// Every file under the folder (relative paths, sorted).
    func files() -> [String] {
        guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
        return e.compactMap { $0 as? String }.filter {
            var dir: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &dir) && !dir.boolValue
        }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
