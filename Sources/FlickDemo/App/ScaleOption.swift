import FlickApp
import FlickTracing

/// The demo's `--scale` and `FLICK_SCALE`: FlickApp's `UIScale` (the choice every Flick app
/// makes), its bad values as usage errors (`FlickError`, exit 2).
public enum ScaleOption {
    /// The scale `--scale` asks for, validated.
    public static func validated(_ value: Double) throws -> Double {
        try usage { try UIScale.validatedOption(value) }
    }

    /// The scale the environment's `FLICK_SCALE` asks for (nil when unset or empty).
    public static func fromEnvironment(_ environment: [String: String]) throws -> Double? {
        try usage { try UIScale.environmentScale(environment[UIScale.environmentVariable]) }
    }

    /// `UIScale.choose`, its bad values as usage errors.
    static func choose(option: Double?, environment: String?, xftDPI: @autoclosure () -> String?) throws
        -> (scale: Double, source: UIScale.Source, warning: String?)
    {
        let dpi = xftDPI()
        return try usage { try UIScale.choose(option: option, environment: environment, xftDPI: dpi) }
    }

    private static func usage<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let bad as UIScale.BadValue { throw FlickError.usage(bad.message) }
    }
}
