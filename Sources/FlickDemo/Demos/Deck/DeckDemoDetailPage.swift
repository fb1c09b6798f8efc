import FlickCore
import FlickKit

/// A page the deck demo pushes inside its center: an entry or a picture, large. The bar above it
/// (the stack's, or the shell's in the shell) has its title and the one "‹ Back"; BackSpace,
/// Escape and alt+Left pop too.
///
/// An entry's page shows its badge, name and time over what it says; a message's page reads as a
/// conversation: the message in a bubble, when it came, and a reply field at the bottom. It draws
/// in the palette of the appearance it was last laid out in (the badges keep their colours).
final class DeckDemoDetailPage: RoutingContainer {
    /// The header's badge, the bubble's padding and widest width, the reply field's height, px.
    static let badgeSizePx: Double = 48
    static let bubblePaddingPx: Double = 14
    static let bubbleMaxWidthPx: Double = 520
    static let messageFontPx: Double = 16
    static let replyHeightPx: Double = 44

    let group: ControlGroup
    private(set) var size = Size(1, 1)
    /// The colours it draws in, of the environment it was last laid out in.
    private(set) var palette = Palette.dark
    /// Its labels that draw in the palette's text colour.
    private let textLabels: [Label]
    /// Measures the message with the host of the last layout.
    private let lineCounter = DeckDemoTextHeight()

    /// The page of `item`; `isMessage` shows it as a conversation.
    init(item: DeckDemoItem, isMessage: Bool) {
        let m = DeckDemoCenterPage.marginPx
        let badge = DeckDemoDetailPage.badgeSizePx
        let name = Label(item.title, emphasis: .bold)
        name.fontSizePx = 20
        name.color = Palette.dark.text
        let when = Label(isMessage ? "To you · \(item.detail)" : item.detail, emphasis: .secondary)
        let text = Label(item.message ?? item.subtitle, maxLines: 8)
        text.fontSizePx = isMessage ? DeckDemoDetailPage.messageFontPx : 18
        text.color = Palette.dark.text
        textLabels = [name, text]
        group = ControlGroup(controls: [name, when, text], background: Palette.dark.viewBackground)
        let counter = lineCounter
        let pad = DeckDemoDetailPage.bubblePaddingPx
        let fontPx = text.fontSizePx ?? DeckDemoDetailPage.messageFontPx
        func bubble(_ size: Size) -> Rect {
            let w = min(DeckDemoDetailPage.bubbleMaxWidthPx, max(0, size.width - 2 * m))
            let inner = max(1, w - 2 * pad)
            return Rect(x: m, y: 100, width: w, height: counter.height(text.text, width: inner, fontPx: fontPx) + 2 * pad)
        }
        group.layoutHandler = { size in
            let w = max(0, size.width - 2 * m)
            name.frame = Rect(x: m + badge + 14, y: 24, width: max(0, w - badge - 14), height: 26)
            when.frame = Rect(x: m + badge + 14, y: 50, width: max(0, w - badge - 14), height: 20)
            if isMessage {
                let b = bubble(size)
                text.frame = b.insetBy(pad)
                return max(size.height, b.maxY + 24 + DeckDemoDetailPage.replyHeightPx + 16)
            }
            text.frame = Rect(x: m, y: 100, width: w, height: counter.height(text.text, width: max(1, w), fontPx: fontPx))
            return text.frame.maxY + 24
        }
        group.decoration = { [unowned self] size in
            let p = self.palette
            var nodes: [SceneNode] = []
            let r = Rect(x: m, y: 22, width: badge, height: badge)
            nodes.append(.fill(r, item.tint, cornerRadius: badge / 2))
            nodes.append(.text(TextNode(item.initial, frame: r, font: FontSpec(size: 22, weight: .bold),
                                        color: .white, alignment: .center)))
            guard isMessage else { return nodes }
            nodes.append(.fill(bubble(size), p.controlFill, cornerRadius: 16))
            let h = DeckDemoDetailPage.replyHeightPx
            let field = Rect(x: m, y: size.height - h - 16, width: max(0, size.width - 2 * m), height: h)
            nodes.append(.fill(field, p.hoverFill, cornerRadius: h / 2))
            nodes.append(.strokeRect(field, p.cardBorder, lineWidth: 1, cornerRadius: h / 2))
            nodes.append(.text(TextNode("Reply to \(item.title)…", frame: field.insetBy(dx: 18, dy: 0),
                                        font: FontSpec(size: 15), color: p.secondaryText)))
            let send = Rect(x: field.maxX - h + 4, y: field.minY + 4, width: h - 8, height: h - 8)
            nodes.append(.fill(send, item.tint, cornerRadius: send.height / 2))
            let arrow = min(Constants.barIconPx, send.height - 8)
            nodes.append(Icon.arrowUp.scene(in: send.centered(Size(arrow, arrow)), color: .white))
            return nodes
        }
    }

    /// The page of a picture titled `title`: its name above it, the picture as wide as fits.
    init(picture: PictureMotif, title: String) {
        let m = DeckDemoCenterPage.marginPx
        let heading = Label(title, emphasis: .bold)
        heading.fontSizePx = 26
        heading.color = Palette.dark.text
        let line = Label(picture.rawValue.capitalized, emphasis: .secondary)
        textLabels = [heading]
        group = ControlGroup(controls: [heading, line], background: Palette.dark.viewBackground)
        func frame(_ size: Size) -> Rect {
            let w = max(0, size.width - 2 * m)
            return Rect(x: m, y: 100, width: w, height: max(0, min(w * 0.6, size.height - 100 - 24)))
        }
        group.layoutHandler = { size in
            let w = max(0, size.width - 2 * m)
            heading.frame = Rect(x: m, y: 20, width: w, height: 36)
            line.frame = Rect(x: m, y: 58, width: w, height: 24)
            return frame(size).maxY + 24
        }
        group.decoration = { size in
            let f = frame(size)
            return [.group(GroupNode([Picture(picture).scene(in: f)], clip: f))]
        }
    }

    /// Lays out in `environment`, whose host measures the text and whose palette it draws in.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        lineCounter.host = environment.host
        let p = environment.palette
        if p != palette {
            palette = p
            for label in textLabels { label.color = p.text }
            group.background = p.viewBackground
        }
        self.size = size.finiteLayout
        group.layout(size: self.size, now: now, environment: environment)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        group.layout(size: self.size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { group.handle(gesture, now: now) }
    func advance(to now: Double) { group.advance(to: now) }
    func scene(now: Double) -> SceneNode { group.scene(now: now) }
    func isAnimating(now: Double) -> Bool { group.isAnimating(now: now) }
    var state: [String: String] { [:] }
    /// Its controls' group, filling it: its pans and its semantics are the group's.
    func routedChildren(now: Double) -> [RoutedChild] { [RoutedChild(group, frame: Rect(size: size))] }
}
