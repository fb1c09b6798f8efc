import FlickCore

/// A place in the deck demo's left menu (the seed's Path-style example): choosing one bounces
/// the menu closed and shows the section in the center while it is out of sight.
struct DeckDemoSection: Equatable {
    var name: String
    var blurb: String
    var color: Color

    static let all: [DeckDemoSection] = [
        DeckDemoSection(name: "Home", blurb: "Where everything starts", color: Color(hex: 0x3584E4)),
        DeckDemoSection(name: "Photos", blurb: "Pictures from the trip", color: Color(hex: 0x2EC27E)),
        DeckDemoSection(name: "Messages", blurb: "Three unread", color: Color(hex: 0xE66100)),
        DeckDemoSection(name: "Places", blurb: "Saved on the map", color: Color(hex: 0x9141AC)),
        DeckDemoSection(name: "Music", blurb: "Playing nothing", color: Color(hex: 0xC01C28)),
    ]
}
