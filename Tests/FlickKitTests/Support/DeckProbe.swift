import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A view for deck tests: records what it receives, can claim pans and show a top bar.
final class DeckProbe: Component, PanClaiming, TopBarProviding {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    var received: [Gesture] = []
    var claims = false
    var topBarFrame: Rect?
    private(set) var size = Size(0, 0)
    let color: Color

    init(_ color: Color = .white) { self.color = color }

    func layout(size: Size, now: Double) { self.size = size }
    func handle(_ gesture: Gesture, now: Double) -> Bool { received.append(gesture); return true }
    func scene(now: Double) -> SceneNode { .fill(Rect(size: size), color) }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
    func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool { claims }

    var taps: Int { received.filter { if case .tap = $0 { return true }; return false }.count }
    var pans: Int { received.filter { if case .panBegin = $0 { return true }; return false }.count }
}

/// A 1000x600 deck over three probes, and helpers to run it on virtual time.
struct DeckRig {
    let center = DeckProbe(.white), left = DeckProbe(.black), right = DeckProbe(Color(hex: 0x808080))
    let deck: Deck

    init(left hasLeft: Bool = true, right hasRight: Bool = true, options: DeckOptions = DeckOptions()) {
        deck = Deck(center: center, left: hasLeft ? left : nil, right: hasRight ? right : nil, options: options)
        deck.layout(size: Size(1000, 600), now: 0)
    }

    /// Runs frames at 60 Hz from `from` until nothing moves (at most 10 s); returns the end time.
    @discardableResult
    func settle(from: Double) -> Double {
        var t = from
        deck.advance(to: t)
        while deck.isAnimating(now: t), t < from + 10 {
            t += 1.0 / 60
            deck.advance(to: t)
        }
        return t
    }

    /// A horizontal drag on the deck from x0 to x1 at y, released at `velocity` px/s.
    func drag(_ x0: Double, _ x1: Double, y: Double = 300, velocity: Double = 0, now: Double = 0) {
        deck.send(GestureScript.drag(from: Point(x0, y), to: Point(x1, y), velocity: Point(velocity, 0)), now: now)
    }
}
