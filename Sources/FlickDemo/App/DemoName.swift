import FlickTracing

/// The demos `--demo` accepts (docs/CONTRACTS.md §4).
public enum DemoName: String, CaseIterable, Sendable {
    case shell, carousel, swiper, deck, museum, slides

    /// What `flick` runs without `--demo`.
    public static let defaultDemo: DemoName = .shell

    /// Parses a `--demo` value, or throws a usage error naming the valid values.
    public static func parse(_ text: String) throws -> DemoName {
        guard let demo = DemoName(rawValue: text.lowercased()) else {
            let names = DemoName.allCases.map(\.rawValue).joined(separator: ", ")
            throw FlickError.usage("unknown demo \(Quoted.text(text)); choose one of: \(names)")
        }
        return demo
    }
}
