import FlickCore
import FlickKit

/// A place in the deck demo's app (ViewDeck's Path-style example): its menu row in the left
/// drawer (icon, name, count) and what the center shows for it — a list of entries, or, for
/// Photos, a grid of pictures. Choosing one bounces the menu closed and swaps the center while
/// it is out of sight.
struct DeckDemoSection: Equatable {
    var name: String
    var blurb: String
    /// The section's icon in the menu.
    var icon: Icon
    /// The entries listed in the center (empty for a picture grid).
    var items: [DeckDemoItem]
    /// The pictures shown in a grid (Photos).
    var pictures: [PictureMotif] = []
    /// The entries are messages: an entry's page shows it as a conversation with a reply field.
    var holdsMessages = false

    /// The number the menu shows beside the name.
    var count: Int { pictures.isEmpty ? items.count : pictures.count }

    /// The sections in menu order. Each entry's tint fills its badge under a white initial, so
    /// every tint is dark enough for 4.5:1 against white.
    static let all: [DeckDemoSection] = [
        DeckDemoSection(name: "Home", blurb: "Where everything starts", icon: .home, items: [
            DeckDemoItem("Ada", "Back from the fjords, 212 pictures to sort", detail: "9:41", tint: 0x1C71D8),
            DeckDemoItem("Grace", "Checked in at the harbour café", detail: "9:12", tint: 0xC64600),
            DeckDemoItem("Linus", "Listening to Blue in Green", detail: "8:57", tint: 0xC01C28),
            DeckDemoItem("Margaret", "Woke up early for the aurora", detail: "7:30", tint: 0x1B7D4E),
            DeckDemoItem("Alan", "Thirty kilometres along the coast", detail: "Yesterday", tint: 0x9141AC),
            DeckDemoItem("Barbara", "New photos from the glacier", detail: "Yesterday", tint: 0x1C71D8),
            DeckDemoItem("Katherine", "Counted 41 seals on the sandbank", detail: "Mon", tint: 0x946800),
            DeckDemoItem("Dennis", "Fixed the tent, again", detail: "Sun", tint: 0x5E5C64),
        ]),
        DeckDemoSection(name: "Photos", blurb: "Pictures from the trip", icon: .picture, items: [],
                        pictures: [.aurora, .fjord, .glacier, .sea, .forest, .dunes, .volcano, .sea, .aurora, .glacier, .fjord, .forest]),
        DeckDemoSection(name: "Messages", blurb: "Three unread", icon: .mail, items: [
            DeckDemoItem("Grace", "Are we still on for the ferry at ten?", detail: "10:02", tint: 0xC64600, unread: true,
                         message: "Are we still on for the ferry at ten? I can bring coffee if you grab the tickets. "
                            + "The forecast says calm water all morning."),
            DeckDemoItem("Ada", "I picked the best twelve for the album", detail: "9:48", tint: 0x1C71D8, unread: true,
                         message: "I picked the best twelve for the album. The aurora ones came out better than I hoped; "
                            + "have a look before I send them to print."),
            DeckDemoItem("Linus", "That record is on repeat here too", detail: "9:15", tint: 0xC01C28, unread: true,
                         message: "That record is on repeat here too. Side two especially. Bring it on Saturday?"),
            DeckDemoItem("Alan", "Route for Saturday attached", detail: "Mon", tint: 0x9141AC,
                         message: "Route for Saturday attached: thirty kilometres, mostly flat, lunch at the old lighthouse."),
            DeckDemoItem("Margaret", "Thanks for the tip about the lighthouse", detail: "Sun", tint: 0x1B7D4E,
                         message: "Thanks for the tip about the lighthouse. We stayed until the light came on. Worth every step."),
        ], holdsMessages: true),
        DeckDemoSection(name: "Places", blurb: "Saved on the map", icon: .place, items: [
            DeckDemoItem("Harbour café", "Open until six · cinnamon buns", detail: "0.4 km", tint: 0x9141AC),
            DeckDemoItem("Old lighthouse", "Best at sunset", detail: "2.1 km", tint: 0x946800),
            DeckDemoItem("Glacier viewpoint", "A short climb from the car park", detail: "14 km", tint: 0x1C71D8),
            DeckDemoItem("Black sand beach", "Mind the waves", detail: "31 km", tint: 0x5E5C64),
        ]),
        DeckDemoSection(name: "Music", blurb: "Playing nothing", icon: .music, items: [
            DeckDemoItem("Blue in Green", "Miles Davis · Kind of Blue", detail: "5:37", tint: 0x1C71D8),
            DeckDemoItem("Hoppípolla", "Sigur Rós · Takk…", detail: "4:28", tint: 0x1B7D4E),
            DeckDemoItem("Avril 14th", "Aphex Twin · Drukqs", detail: "2:05", tint: 0xC01C28),
            DeckDemoItem("Teardrop", "Massive Attack · Mezzanine", detail: "5:29", tint: 0x9141AC),
            DeckDemoItem("Svefn-g-englar", "Sigur Rós · Ágætis byrjun", detail: "10:04", tint: 0x946800),
        ]),
    ]
}
