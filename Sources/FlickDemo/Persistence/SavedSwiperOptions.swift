import FlickKit

/// The swiper demo's options as saved (those the shell's settings offer); a missing field keeps the demo's
/// default (`SwiperDemo.defaultOptions`: momentum on, where the library's default is off).
struct SavedSwiperOptions: Codable, Equatable, Sendable {
    var allowsMomentum: Bool?
    var showsPageControl: Bool?
    var showsToolbars: Bool?

    public init() {}

    /// The values of `options`.
    public init(_ options: SwiperOptions) {
        allowsMomentum = options.allowsMomentum
        showsPageControl = options.showsPageControl
        showsToolbars = options.showsToolbars
    }

    /// `options` with the saved values.
    func applied(to options: SwiperOptions) -> SwiperOptions {
        var o = options
        if let v = allowsMomentum { o.allowsMomentum = v }
        if let v = showsPageControl { o.showsPageControl = v }
        if let v = showsToolbars { o.showsToolbars = v }
        return o
    }
}
