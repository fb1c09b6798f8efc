/// Flick's dependency rule, written once: which target may import which, and which of FlickKit's
/// folders may use which. `DependencyRuleTests` checks Package.swift, every target's imports,
/// every FlickKit folder's type references and the tables of docs/ARCHITECTURE.md against it.
/// A new edge is a decision made here, in a diff.
enum DependencyRule {
    /// What each target under Sources/ may depend on and import, besides `systemModules`: exactly
    /// the dependencies Package.swift declares for it and the "imports" column of ARCHITECTURE.md.
    static let targets: [String: Set<String>] = [
        "CX11": [], "CCairo": [], "CPango": [], "CGdkPixbuf": [], "CAtk": [], "CGio": [], "CSystemHeaders": [],
        "CFlickPortal": ["CGio"],
        "CFlickAtk": ["CAtk", "CGio"],
        "FlickCore": [],
        "FlickKit": ["FlickCore"],
        "FlickCairo": ["FlickCore", "CCairo", "CPango", "CGdkPixbuf", "CSystemHeaders"],
        "FlickX11": ["FlickCore", "CX11"],
        "FlickHost": ["FlickCore", "FlickKit", "FlickCairo"],
        "FlickTracing": ["FlickHost", "FlickCore", "FlickKit", "FlickCairo", "CX11"],
        "FlickTesting": ["FlickTracing", "FlickHost", "FlickCore", "FlickKit"],
        "FlickApp": ["FlickHost", "FlickTracing", "FlickCore", "FlickKit", "FlickCairo", "FlickX11",
                     "CAtk", "CFlickAtk", "CFlickPortal"],
        "FlickDemo": ["FlickTracing", "FlickApp", "FlickCore", "FlickKit", "FlickCairo", "FlickX11"],
        "flick": ["FlickDemo", "FlickTracing", "ArgumentParser"],
    ]

    /// The targets only tests may use: everything under Tests/ may depend on any target under
    /// Sources/ and on these; no target under Sources/ may.
    static let testOnly: Set<String> = ["FlickTesting", "FlickTestSupport"]

    /// What an example app (a package of its own under Examples/) may import besides `systemModules`.
    static let exampleImports: Set<String> = ["FlickApp"]

    /// Modules of the system and the toolchain that any target may import.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationXML", "Glibc", "Dispatch", "Synchronization", "XCTest", "PackageDescription",
    ]

    /// FlickKit's folders in layers, lowest first: a folder may use types of the folders in the
    /// layers below its own and of no other (none of its own layer, none above).
    static let flickKitLayers: [[String]] = [
        ["Style", "Hosting", "Semantics", "Restoration"],
        ["Environment"],
        ["Component"],
        ["Routing"],
        ["Scrolling"],
        ["Layout"],
        ["Controls"],
        ["Bars", "Dialogs", "ListView", "Pictures", "Shortcuts", "Tooltips"],
        ["Swiper", "PageCarousel", "Deck", "PagedGrid", "SlideController", "NavigationStack", "Zoom"],
    ]

    /// A FlickKit edge the layers do not allow, kept for a stated reason until it goes; the test
    /// fails once it is no longer used, so that it is deleted here then.
    struct Exception: Hashable {
        let from: String
        let to: String
        let reason: String
    }

    /// The edges that break the layers, each with its reason (none today: keep it so).
    static let flickKitExceptions: [Exception] = []
}
