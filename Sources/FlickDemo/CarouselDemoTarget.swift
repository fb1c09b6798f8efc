/// Where a press in the browser demo landed; its release, tap and pan go there too.
enum CarouselDemoTarget: Equatable {
    case carousel
    case toolbar
    case settings
    /// The dimmed carousel beside the open settings (a click closes them).
    case veil
}
