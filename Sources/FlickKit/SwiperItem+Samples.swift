extension SwiperItem {
    /// The seed's seven demo items A–G, each with its own procedurally drawn landscape.
    public static let samples: [SwiperItem] = [
        SwiperItem(id: "A", name: "Aurora", picture: Picture(.aurora)),
        SwiperItem(id: "B", name: "Birch", picture: Picture(.forest)),
        SwiperItem(id: "C", name: "Cobalt", picture: Picture(.sea)),
        SwiperItem(id: "D", name: "Dune", picture: Picture(.dunes)),
        SwiperItem(id: "E", name: "Ember", picture: Picture(.volcano)),
        SwiperItem(id: "F", name: "Fjord", picture: Picture(.fjord)),
        SwiperItem(id: "G", name: "Glacier", picture: Picture(.glacier)),
    ]
}
