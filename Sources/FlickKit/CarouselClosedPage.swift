/// A closed page remembered for "reopen closed page", with the index it had.
struct CarouselClosedPage<Page: CarouselPage> {
    var entry: CarouselEntry<Page>
    var index: Int
}
