import FlickKit
import FlickTracing

/// The theme asked for on a command line (`flick --theme`) or in the environment (`FLICK_THEME`,
/// read by `FlickApp.run`): its words and the usage error (exit 2) a bad one gives.
public enum ThemeOption {
    /// `FLICK_THEME`: `system`, `light` or `dark` for any `FlickApp.run` program.
    public static let environmentVariable = "FLICK_THEME"

    /// The preference `text` names, one of `allowed`; else `FlickError.usage` naming `source`
    /// (e.g. "--theme") and the allowed words. `note` ends the message (why a word is missing).
    public static func parse(_ text: String, source: String, allowed: [ThemePreference] = ThemePreference.allCases,
                             note: String? = nil) throws -> ThemePreference {
        if let preference = ThemePreference(rawValue: text), allowed.contains(preference) { return preference }
        let words = allowed.map(\.rawValue)
        let list = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words.joined()
        throw FlickError.usage("bad \(source) \(Quoted.text(text)); use \(list)" + (note.map { " (\($0))" } ?? ""))
    }

    /// The preference `FLICK_THEME` asks for in `environment` (nil when unset or empty).
    public static func fromEnvironment(_ environment: [String: String]) throws -> ThemePreference? {
        guard let text = environment[environmentVariable], !text.isEmpty else { return nil }
        return try parse(text, source: environmentVariable)
    }
}
