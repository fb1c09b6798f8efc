import FlickApp
import Foundation

// Composition three deep: a deck (a drawer on the left, opened from the window's left edge)
// whose center is a page carousel (ctrl+shift+o presents it) whose pages are swipers over the app's
// own pages. Drags inside a swiper belong to the swiper; the deck still pans from its 32 px
// edge strips. Tests need nothing of the app: FLICK_TRACE=1 prints the trace contract.
let maker = SwiperPageMaker()
let carousel = PageCarousel(pages: (0..<3).map { _ in maker.make() }, newPage: { maker.make() })
let root = Deck(center: carousel, left: Pages.drawer())
exit(FlickApp.run(root, title: "Flick composition example", size: Size(640, 480)))
