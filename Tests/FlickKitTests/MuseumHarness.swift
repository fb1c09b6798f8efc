import FlickCore
@testable import FlickKit

/// Drives a `Museum` (or just its parts) with hand-made gestures on virtual time, 60 frames a second.
final class MuseumHarness {
    let museum: Museum
    var now: Double = 10

    /// `count` distinct collections, their pictures cycling through the motifs.
    static func collections(_ count: Int) -> [MuseumCollection] {
        let motifs = MuseumArtMotif.allCases
        return (0..<count).map { i in
            MuseumCollection(id: "c\(i)", name: "Collection \(i)", region: "Region \(i % 5)",
                             summary: "About collection \(i).",
                             art: MuseumArt(motifs[i % motifs.count], background: Color(hex: 0x333333),
                                            colors: [Color(hex: 0xAA5533), Color(hex: 0x223344)],
                                            picture: Picture(.sea)))
        }
    }

    init(size: Size = Size(1280, 800), count: Int = 28) {
        museum = Museum(collections: MuseumHarness.collections(count))
        museum.layout(size: size, now: now)
    }

    var state: [String: String] { museum.state }
    var browser: MuseumBrowser { museum.activeBrowser }
    var grid: PagedGrid { museum.activeBrowser.grid }

    @discardableResult
    func send(_ g: Gesture) -> Bool { museum.handle(g, now: now) }

    /// Lets `seconds` pass frame by frame, building a scene each frame.
    func run(_ seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            now = min(end, now + 1.0 / 60)
            frame()
        }
    }

    @discardableResult
    func frame() -> SceneNode {
        museum.advance(to: now)
        return museum.scene(at: now)
    }

    /// Runs until nothing animates and no pinch waits to end (at most 10 s).
    func settle() {
        let start = now
        while now - start < 10 {
            if museum.isAnimating(at: now) { run(1.0 / 60); continue }
            guard let d = museum.nextDeadline(after: now), d - now < 10 else { break }
            run(max(1.0 / 60, d - now))
        }
        frame()
    }

    func click(_ p: Point) {
        send(.press(p, button: 1, modifiers: []))
        now += 0.05
        send(.release(p, button: 1))
        send(.tap(p, count: 1, button: 1, modifiers: []))
    }

    /// A drag by `delta` from `start` over `duration` in `steps`, released at `velocity` px/s.
    func drag(from start: Point, by delta: Point, velocity: Point, duration: Double = 0.25, steps: Int = 8,
              release: Bool = true) {
        send(.press(start, button: 1, modifiers: []))
        for i in 1...steps {
            now += duration / Double(steps)
            let f = Double(i) / Double(steps)
            let info = PanInfo(start: start, location: Point(start.x + delta.x * f, start.y + delta.y * f), velocity: velocity)
            send(i == 1 ? .panBegin(info) : .panUpdate(info))
            frame()
        }
        if release {
            send(.panEnd(PanInfo(start: start, location: start + delta, velocity: velocity)))
        }
    }

    func key(_ name: String, _ modifiers: Modifiers = []) { send(.key(KeyCombo(name, modifiers: modifiers))) }

    /// `notches` ctrl+wheel steps at `p` (negative = up = zoom in), as the recognizer makes them.
    func pinch(at p: Point, notches: Int) {
        for _ in 0..<abs(notches) {
            send(.pinch(p, scale: notches < 0 ? Constants.pinchStepScale : 1 / Constants.pinchStepScale))
        }
    }

    /// The centre of item `index`'s picture on screen now.
    func pictureCenter(_ index: Int) -> Point {
        grid.pictureFrame(ofItem: index, at: now)!.center
    }
}
