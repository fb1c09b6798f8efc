import FlickCore

/// One entry of a deck demo section: a person, place or song with a line about it, a short
/// detail (a time, a distance, a length) and the colour of its round badge.
struct DeckDemoItem: Equatable {
    var title: String
    var subtitle: String
    var detail: String
    var tint: Color
    /// Shown with a dot in the row's trailing column (unread messages).
    var unread: Bool
    /// The whole message its page shows (a message's entry; nil: the subtitle says it all).
    var message: String?

    init(_ title: String, _ subtitle: String, detail: String, tint: UInt32, unread: Bool = false, message: String? = nil) {
        self.title = title; self.subtitle = subtitle; self.detail = detail
        self.tint = Color(hex: tint); self.unread = unread; self.message = message
    }

    /// The badge's letter.
    var initial: String { title.first.map { String($0).uppercased() } ?? "" }
}
