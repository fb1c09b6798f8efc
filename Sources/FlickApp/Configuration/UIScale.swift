import Foundation

/// The window's UI scale (device pixels per layout pixel) and how it is chosen: the scale an app
/// asks for (the demo's `--scale`, `FlickAppConfiguration.scale`) > `FLICK_SCALE` > the X resource
/// `Xft.dpi` > 1. `FlickApp.run` and the demo app choose it here alike.
///
/// Xft.dpi is what desktops set for HiDPI screens (GNOME, KDE and xrdb users alike); 96 dpi is
/// scale 1. Its ratio to 96 is rounded to the nearest quarter (120 → 1.25, 144 → 1.5,
/// 192 → 2) and kept within 1...4: Flick draws at any scale, so it need not round to whole
/// numbers as GTK's window scale does, while quarter steps keep common sizes whole device pixels.
/// A garbled or out-of-range Xft.dpi is ignored with a warning (it is the desktop's setting,
/// not the user's input); a bad `--scale` or `FLICK_SCALE` is a usage error (`BadValue`, exit 2).
public enum UIScale {
    /// Scales `--scale` and `FLICK_SCALE` accept.
    public static let range: ClosedRange<Double> = 0.5...4
    /// Dots per inch of scale 1 (X's and GTK's reference).
    public static let referenceDPI = 96.0
    /// Step an Xft.dpi scale is rounded to.
    public static let dpiStep = 0.25
    /// The environment variable that sets the scale when `--scale` is not given.
    public static let environmentVariable = "FLICK_SCALE"

    /// A scale asked for that is not a number from 0.5 to 4: bad usage (exit 2), with the way out.
    public struct BadValue: Error, Equatable, CustomStringConvertible {
        /// What was wrong and how to set it right.
        public let message: String
        /// The message.
        public var description: String { message }
    }

    /// Where the chosen scale came from.
    public enum Source: String { case option, environment, xftDPI = "Xft.dpi", fallback = "default" }

    /// The scale `--scale` asks for, validated (`BadValue` when outside `range` or not finite).
    public static func validatedOption(_ value: Double) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw BadValue(message: "bad scale \(String(format: "%g", value)); use --scale with a number from 0.5 to 4, e.g. 2")
        }
        return value
    }

    /// The scale `FLICK_SCALE` asks for: nil when unset or empty, `BadValue` when not a number in `range`.
    public static func environmentScale(_ value: String?) throws -> Double? {
        guard let raw = value?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        guard let v = Double(raw), v.isFinite, range.contains(v) else {
            throw BadValue(message: "bad \(environmentVariable) \(Quoted.text(value ?? "")); set it to a number from 0.5 to 4 (e.g. FLICK_SCALE=2) or unset it")
        }
        return v
    }

    /// The scale for an Xft.dpi value ("192" → 2, "144" → 1.5), or nil when it is not a positive
    /// finite number of at most 10000 dpi.
    public static func scale(forXftDPI value: String) -> Double? {
        guard let dpi = Double(value.trimmingCharacters(in: .whitespaces)), dpi.isFinite, dpi > 0, dpi <= 10_000 else {
            return nil
        }
        let steps = (dpi / referenceDPI / dpiStep).rounded()
        return min(max(steps * dpiStep, 1), range.upperBound)
    }

    /// Picks the scale: `option` (already validated) first, then `environment` (FLICK_SCALE's raw
    /// value), then `xftDPI` (the X resource's raw value), else 1. Throws `BadValue` for a bad FLICK_SCALE;
    /// `warning` is set when an Xft.dpi was present but unusable.
    public static func choose(option: Double?, environment: String?, xftDPI: @autoclosure () -> String?) throws
        -> (scale: Double, source: Source, warning: String?)
    {
        if let option { return (try validatedOption(option), .option, nil) }
        if let env = try environmentScale(environment) { return (env, .environment, nil) }
        guard let dpi = xftDPI(), !dpi.trimmingCharacters(in: .whitespaces).isEmpty else { return (1, .fallback, nil) }
        guard let s = scale(forXftDPI: dpi) else {
            return (1, .fallback, "\(ProcessInfo.processInfo.processName): ignoring the X resource Xft.dpi \(Quoted.text(dpi)) (not a number of dots per inch); using scale 1 (set FLICK_SCALE or --scale to choose)")
        }
        return (s, .xftDPI, nil)
    }
}
