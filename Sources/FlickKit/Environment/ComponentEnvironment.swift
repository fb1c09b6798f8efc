import FlickCore

/// What a component lays out in, handed down the tree at layout (libadwaita's
/// `adw_get_enable_animations`, a SwiftUI environment): reduced motion, the UI scale, the size
/// class, the appearance and the window's decorations.
///
/// The host sets its root's (`ComponentHost.environment`); a container passes its own to each
/// child it lays out (`layout(size:now:environment:)`), so a child reads what its container
/// reads. A component that reads it keeps the one it was last laid out in, its size class made
/// for its own size (`fitting(_:)`): the size class says whether the component itself is small.
/// It also carries the host (`host`): what a component asks of the window it is shown in.
public struct ComponentEnvironment: Equatable, Sendable {
    /// True: cross-fade in place where a component would otherwise slide or zoom (the app's
    /// reduced-motion setting).
    public var reducedMotion: Bool
    /// The UI scale the tree is drawn at (layout px to device px).
    public var scale: Double
    /// Compact or regular, for the size being laid out.
    public var sizeClass: SizeClass
    /// Dark or light: the palette the tree draws in.
    public var appearance: Appearance
    /// The window's own decorations a header bar draws (`NavigationBar`: the window buttons, and
    /// drags that move the window), or nil (the default): the window manager decorates the window.
    public var windowDecorations: WindowDecorations?

    /// The colours of `appearance`.
    public var palette: Palette { Palette(for: appearance) }
    /// The controls' style in `appearance`.
    public var controlStyle: ControlStyle { .standard(for: appearance) }

    /// The host showing the tree (a frame, the window's title and end, pictures), held weakly;
    /// nil outside a host. Set by `ComponentHost`; compared by identity, with the picture loader
    /// it had when it was set (`ComponentHosting.pictureLoader`): a host given a loader since is
    /// a changed environment, so containers that skip children already laid out in the same one
    /// (a carousel's pages) lay them out again and their pictures are asked for.
    public var host: (any ComponentHosting)? {
        get { hostLink?.host }
        set { hostLink = newValue.map(HostLink.init) }
    }
    private var hostLink: HostLink?

    /// The host, held weakly, and the identity of its picture loader when the link was made.
    /// Components and their host live on the UI thread; the link only travels with the environment.
    // Its weak reference is read and written only on the UI thread, where components and their host live.
    private final class HostLink: @unchecked Sendable {
        weak var host: (any ComponentHosting)?
        let pictureLoader: ObjectIdentifier?
        init(_ host: any ComponentHosting) {
            self.host = host
            pictureLoader = host.pictureLoader.map { ObjectIdentifier($0) }
        }
    }

    /// Equal when every value is, the host is the same object and had the same picture loader.
    public static func == (a: ComponentEnvironment, b: ComponentEnvironment) -> Bool {
        a.reducedMotion == b.reducedMotion && a.scale == b.scale && a.sizeClass == b.sizeClass
            && a.appearance == b.appearance && a.windowDecorations == b.windowDecorations && a.host === b.host
            && a.hostLink?.pictureLoader == b.hostLink?.pictureLoader
    }

    /// An environment; by default full motion, scale 1, regular, dark.
    public init(reducedMotion: Bool = false, scale: Double = 1, sizeClass: SizeClass = .regular,
                appearance: Appearance = .dark) {
        self.reducedMotion = reducedMotion
        self.scale = scale
        self.sizeClass = sizeClass
        self.appearance = appearance
    }

    /// This environment with the size class of `size`.
    public func fitting(_ size: Size) -> ComponentEnvironment {
        var e = self
        e.sizeClass = SizeClass(height: size.height)
        return e
    }
}
