import FlickCore

/// A page in a carousel with its serial number (unique per carousel, kept while the page moves
/// and when a closed page is reopened: it tells "another page at the same index" apart), and
/// the size the carousel last laid the page out at (pages are laid out when they are first
/// needed at a size: a carousel of many pages lays out only those it shows).
struct CarouselEntry {
    var serial: Int
    var page: any Component
    var laidOutSize: Size?
}
