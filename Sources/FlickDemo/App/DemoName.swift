import FlickTracing

/// The demos `--demo` accepts (docs/CONTRACTS.md §4).
public enum DemoName: String, CaseIterable, Sendable {
    case shell, carousel, swiper, deck, museum, slides

    /// Whether this build has the demo; the others are announced as not built yet.
    public var isBuilt: Bool {
        switch self {
        case .shell: return true
        case .carousel: return true
        case .swiper: return true
        case .deck: return true
        case .museum: return true
        case .slides: return true
        }
    }

    /// Demos that exist in this build.
    public static var built: [DemoName] { allCases.filter(\.isBuilt) }

    /// What `flick` runs without `--demo`.
    public static let defaultDemo: DemoName = .shell

    /// Parses a `--demo` value, or throws a usage error naming the valid values.
    public static func parse(_ text: String) throws -> DemoName {
        guard let demo = DemoName(rawValue: text.lowercased()) else {
            let names = DemoName.allCases.map(\.rawValue).joined(separator: ", ")
            throw FlickError.usage("unknown demo \(Quoted.text(text)); choose one of: \(names)")
        }
        guard demo.isBuilt else {
            let names = DemoName.built.map(\.rawValue).joined(separator: ", ")
            throw FlickError.usage("the '\(demo.rawValue)' demo is not built yet; available now: \(names)")
        }
        return demo
    }
}
