/// A page in a carousel with the serial number that names its snapshot (unique per carousel,
/// kept while the page moves and when a closed page is reopened).
struct CarouselEntry<Page: CarouselPage> {
    var serial: Int
    var page: Page
}
