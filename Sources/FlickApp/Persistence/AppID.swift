import FlickCore
import FlickTracing
import Foundation

/// An app's id (`FlickAppConfiguration.appID`), a reverse-DNS name such as `org.example.Viewer`,
/// and the session file `FlickApp.run` keeps under it: `$XDG_STATE_HOME/<app id>/session.json`
/// (default `~/.local/state/<app id>/session.json`). The rules are GApplication's: two or more
/// elements separated by dots, each of ASCII letters, digits, `_` and `-`, not starting with a
/// digit, at most 255 characters in all; so no id names a path outside its folder (no `/`, no `..`).
public enum AppID {
    /// The longest app id, characters.
    public static let maxLength = 255
    /// The session file's name in the app's state folder.
    public static let sessionFileName = "session.json"

    /// Why `id` is not a valid app id, or nil when it is.
    public static func problem(with id: String) -> String? {
        if id.isEmpty { return "it is empty" }
        if id.count > maxLength { return "it is longer than \(maxLength) characters" }
        if id.contains("/") { return "it contains /" }
        if id.contains("..") { return "it contains .." }
        let elements = id.split(separator: ".", omittingEmptySubsequences: false)
        if elements.count < 2 { return "it has no dot (a reverse-DNS name has two elements or more)" }
        for element in elements {
            if element.isEmpty { return "it has an empty element" }
            if element.first!.isASCII && element.first!.isNumber { return "an element starts with a digit" }
            if let bad = element.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")) }) {
                return "it contains \(Quoted.text(String(bad))) (only ASCII letters, digits, _ and - between dots)"
            }
        }
        return nil
    }

    /// Checks `id`; throws `FlickError` (exit 2) naming the problem and the way out.
    static func validate(_ id: String) throws {
        guard let problem = problem(with: id) else { return }
        throw FlickError.usage("the app id \(Quoted.text(id)) is not a reverse-DNS name: \(problem); "
            + "give FlickAppConfiguration.appID a name such as org.example.Viewer, or nil to keep no state")
    }

    /// The session file of app `id` in `environment`: under `XDG_STATE_HOME`, else `HOME`'s
    /// `.local/state` (a variable that is unset, empty or not absolute counts as unset, as the XDG
    /// Base Directory specification says); nil when neither names a folder.
    public static func sessionFile(for id: String, environment: [String: String]) -> URL? {
        func absolute(_ key: String) -> String? {
            guard let v = environment[key], v.hasPrefix("/") else { return nil }
            return v
        }
        guard let state = absolute("XDG_STATE_HOME") ?? absolute("HOME").map({ $0 + "/.local/state" }) else { return nil }
        return URL(fileURLWithPath: state).appendingPathComponent(id).appendingPathComponent(sessionFileName)
    }
}
