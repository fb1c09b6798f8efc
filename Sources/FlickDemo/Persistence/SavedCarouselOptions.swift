import FlickKit

/// The carousel demo's options as saved (those its settings offer); a missing field keeps the demo's default
/// (`CarouselDemo.defaultOptions`: long swipes on, where the library's default is off).
struct SavedCarouselOptions: Codable, Equatable, Sendable {
    var allowsLongSwipes: Bool?
    var useShadows: Bool?
    var showsCloseButtons: Bool?
    var cardScale: Double?
    var spacingPx: Double?
    var showsUndoToast: Bool?

    public init() {}

    /// The values of `options`.
    public init(_ options: CarouselOptions) {
        allowsLongSwipes = options.allowsLongSwipes
        useShadows = options.useShadows
        showsCloseButtons = options.showsCloseButtons
        cardScale = options.cardScale
        spacingPx = options.spacingPx
        showsUndoToast = options.showsUndoToast
    }

    /// `options` with the saved values, numbers clamped to the settings' ranges.
    func applied(to options: CarouselOptions) -> CarouselOptions {
        var o = options
        if let v = allowsLongSwipes { o.allowsLongSwipes = v }
        if let v = useShadows { o.useShadows = v }
        if let v = showsCloseButtons { o.showsCloseButtons = v }
        if let v = showsUndoToast { o.showsUndoToast = v }
        if let v = cardScale, v.isFinite { o.cardScale = CarouselDemoSettings.cardScaleRange.clamping(v) }
        if let v = spacingPx, v.isFinite { o.spacingPx = CarouselDemoSettings.spacingRange.clamping(v) }
        return o
    }
}
