/// A closed page remembered for "reopen closed page", with the index it had.
struct CarouselClosedPage {
    var entry: CarouselEntry
    var index: Int
}
