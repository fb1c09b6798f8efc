import FlickApp
import FlickKit

/// FlickKit's `ThemePreference`, for the `flick` target (which imports FlickDemo only).
public typealias ThemePreference = FlickKit.ThemePreference

/// `--theme`: FlickApp's `ThemeOption` words; a bad one is a usage error (exit 2) naming the words.
public enum ThemeArgument {
    /// The window's `--theme`: `system`, `light` or `dark`.
    public static func window(_ text: String) throws -> ThemePreference {
        try ThemeOption.parse(text, source: "--theme")
    }

    /// `record`'s and `bench`'s `--theme`: `light` or `dark` (they never read the system's scheme).
    public static func headless(_ text: String) throws -> ThemePreference {
        try ThemeOption.parse(text, source: "--theme", allowed: [.light, .dark],
                              note: "'record' and 'bench' never read the system's colour scheme")
    }
}
