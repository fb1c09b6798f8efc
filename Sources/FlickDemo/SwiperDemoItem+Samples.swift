import FlickCore
import FlickKit

extension SwiperDemoItem {
    /// The seed's seven demo items A–G, each with its own procedurally drawn landscape.
    public static let samples: [SwiperDemoItem] = [
        SwiperDemoItem(id: "A", name: "Aurora", picture: Picture(.aurora)),
        SwiperDemoItem(id: "B", name: "Birch", picture: Picture(.forest)),
        SwiperDemoItem(id: "C", name: "Cobalt", picture: Picture(.sea)),
        SwiperDemoItem(id: "D", name: "Dune", picture: Picture(.dunes)),
        SwiperDemoItem(id: "E", name: "Ember", picture: Picture(.volcano)),
        SwiperDemoItem(id: "F", name: "Fjord", picture: Picture(.fjord)),
        SwiperDemoItem(id: "G", name: "Glacier", picture: Picture(.glacier)),
    ]
}
