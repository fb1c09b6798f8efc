import Foundation

/// Where Flick keeps what it remembers (XDG Base Directory): the settings in
/// `$XDG_CONFIG_HOME/flick/` (default `~/.config/flick/`) and the session in
/// `$XDG_STATE_HOME/flick/` (default `~/.local/state/flick/`). A variable that is unset, empty
/// or not an absolute path counts as unset, as the specification says.
struct StateLocations: Equatable, Sendable {
    /// The folder of `settings.json`.
    var configDirectory: URL
    /// The folder of `session.json`.
    var stateDirectory: URL

    /// The settings file's name in `configDirectory`.
    static let settingsFileName = "settings.json"
    /// The session file's name in `stateDirectory`.
    static let sessionFileName = "session.json"

    public init(configDirectory: URL, stateDirectory: URL) {
        self.configDirectory = configDirectory
        self.stateDirectory = stateDirectory
    }

    /// The settings file.
    var settingsFile: URL { configDirectory.appendingPathComponent(StateLocations.settingsFileName) }
    /// The session file.
    var sessionFile: URL { stateDirectory.appendingPathComponent(StateLocations.sessionFileName) }

    /// The folders `environment` names; nil when neither the XDG variables nor `HOME` give an
    /// absolute path (Flick then remembers nothing, and says so once).
    public static func from(environment: [String: String]) -> StateLocations? {
        func absolute(_ key: String) -> String? {
            guard let v = environment[key], v.hasPrefix("/") else { return nil }
            return v
        }
        let home = absolute("HOME")
        guard let config = absolute("XDG_CONFIG_HOME") ?? home.map({ $0 + "/.config" }),
              let state = absolute("XDG_STATE_HOME") ?? home.map({ $0 + "/.local/state" }) else { return nil }
        return StateLocations(configDirectory: URL(fileURLWithPath: config).appendingPathComponent("flick"),
                              stateDirectory: URL(fileURLWithPath: state).appendingPathComponent("flick"))
    }
}
