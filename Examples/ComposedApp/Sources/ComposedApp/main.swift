import FlickApp
import Foundation

// Composition three deep: a deck (a drawer on the left, opened from the window's left edge)
// whose center is a page carousel (Tab presents it) whose pages are swipers over the app's
// own pages. `--trace` prints `ready`, `state` and `settled` lines (TraceContent) for tests.
// Drags inside a swiper belong to the swiper; the deck still pans from its 32 px edge strips.
let maker = SwiperPageMaker()
let carousel = PageCarousel(pages: (0..<3).map { _ in maker.make() }, newPage: { maker.make() })
let root = Deck(center: carousel, left: Pages.drawer())

let title = "Flick composition example", size = Size(640, 480)
guard CommandLine.arguments.dropFirst() == ["--trace"] else {
    if CommandLine.arguments.count > 1 {
        FileHandle.standardError.write(Data("usage: ComposedApp [--trace]\n".utf8))
        exit(2)
    }
    exit(FlickApp.run(root, title: title, size: size))
}
let windowClock = MonotonicClock()
do {
    let window = try HostWindow(title: title, size: size, clock: windowClock)
    let content = TraceContent(ComponentHost(root, size: window.size, now: windowClock.now))
    exit(window.run(content, onFirstFrame: { _ in content.windowIsReady(window) }))
} catch {
    FileHandle.standardError.write(Data("ComposedApp: \(error)\n".utf8))
    exit(1)
}
