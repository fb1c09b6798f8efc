import FlickCore
import FlickKit

extension SwiperDemoItem {
    /// The three-slot pager's seven demo items A–G, each with its own procedurally drawn landscape.
    static let samples: [SwiperDemoItem] = [
        SwiperDemoItem(id: "A", name: "Aurora", picture: Picture(.aurora), subtitle: "Northern lights over the tundra"),
        SwiperDemoItem(id: "B", name: "Birch", picture: Picture(.forest), subtitle: "Birches and pines on rolling hills"),
        SwiperDemoItem(id: "C", name: "Cobalt", picture: Picture(.sea), subtitle: "Open sea under a low sun"),
        SwiperDemoItem(id: "D", name: "Dune", picture: Picture(.dunes), subtitle: "Sand ridges under a desert sun"),
        SwiperDemoItem(id: "E", name: "Ember", picture: Picture(.volcano), subtitle: "A volcano glowing in the night"),
        SwiperDemoItem(id: "F", name: "Fjord", picture: Picture(.fjord), subtitle: "Cliffs over still water"),
        SwiperDemoItem(id: "G", name: "Glacier", picture: Picture(.glacier), subtitle: "Ice peaks above the snowfield"),
    ]
}
