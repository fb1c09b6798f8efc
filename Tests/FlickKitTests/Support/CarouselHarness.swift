import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A `PageCarousel` of test pages on a `ComponentTester`, recording its callbacks and the page
/// images of every frame.
final class CarouselHarness: ComponentHarness {
    let carousel: PageCarousel
    /// Callbacks in order: "presented", "dismissed", "selected 2", "closed B 1", "added new 2", "moved 1 3".
    var events: [String] = []
    /// Snapshot keys seen in every scene built so far.
    var snapshotKeys: Set<SnapshotKey> = []
    private var newPages = 0

    /// `count` pages named A, B, C, … (then A2, B2, …).
    init(count: Int = 7, size: Size = Size(1000, 700), presenting: Bool = true, selected: Int = 0,
         options: CarouselOptions = CarouselOptions()) {
        let pages = (0..<count).map { CarouselTestPage(CarouselHarness.name($0)) }
        var made = 0
        carousel = PageCarousel(pages: pages, selectedIndex: selected, presenting: presenting, options: options) {
            made += 1
            return CarouselTestPage("new\(made)", untitled: true)
        }
        super.init(carousel, size: size)
        carousel.onPresented = { [unowned self] in self.events.append("presented") }
        carousel.onDismissed = { [unowned self] in self.events.append("dismissed") }
        carousel.onSelected = { [unowned self] i in self.events.append("selected \(i)") }
        carousel.onClosed = { [unowned self] page, i in self.events.append("closed \(CarouselHarness.name(of: page)) \(i)") }
        carousel.onAdded = { [unowned self] page, i in self.events.append("added \(CarouselHarness.name(of: page)) \(i)") }
        carousel.onMoved = { [unowned self] a, b in self.events.append("moved \(a) \(b)") }
    }

    static func name(_ i: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let round = i / letters.count
        return String(letters[i % letters.count]) + (round > 0 ? String(round + 1) : "")
    }

    var state: [String: String] { carousel.state }

    override public func record(_ scene: SceneNode) { snapshotKeys.formUnion(SceneProbe.snapshots(scene).map(\.key)) }
    var names: [String] { carousel.pages.map(CarouselHarness.name(of:)) }

    /// The test page at `index`.
    func page(_ index: Int) -> CarouselTestPage { carousel.page(at: index) as! CarouselTestPage }

    /// A test page's name.
    static func name(of page: any Component) -> String { (page as! CarouselTestPage).name }
    var progress: Double { carousel.progress(now: now) }
    var zoom: Double { carousel.zoomProgress(now: now) }

    /// A drag by (dx, dy) from `start` over `duration`, released at `velocity` px/s (the pointer
    /// stays down when `release` is false).
    func drag(dx: Double, dy: Double = 0, velocity: Point = .zero, from start: Point = Point(500, 330),
              duration: Double = 0.2, steps: Int = 6, release: Bool = true) {
        tester.drag(from: start, by: Point(dx, dy), velocity: velocity, duration: duration, steps: steps, release: release)
    }

    /// The pan part of a drag whose press already happened at `start`.
    func pan(dx: Double, dy: Double = 0, velocity: Point = .zero, from start: Point, duration: Double = 0.2,
             steps: Int = 6, release: Bool = true) {
        tester.pan(from: start, by: Point(dx, dy), velocity: velocity, duration: duration, steps: steps, release: release)
    }

    /// A press held for the long-press time at `p` (the recognizer's long press comes then).
    func longPress(_ p: Point) { tester.longPress(at: p) }

    /// The on-screen frame of the card at `index` now.
    func cardFrame(_ index: Int) -> Rect { carousel.screenFrame(ofIndex: index, now: now) }

    /// The snapshot node (card-size or full-size) of the page named `name` in the current scene.
    func snapshot(of name: String) -> SnapshotNode? {
        guard let i = names.firstIndex(of: name) else { return nil }
        let serial = carousel.entries[i].serial
        return tester.snapshots().last { isSnapshot($0, ofSerial: serial) }
    }

    /// Where the page at `index` shows in a new frame: the on-screen frame of each of its images
    /// drawn with an opacity above 0 (a page both filling the window and in its card gives two).
    func shownFrames(ofIndex index: Int) -> [Rect] {
        let serial = carousel.entries[index].serial
        return SceneProbe.drawn(frame()).compactMap { d -> Rect? in
            guard case .snapshot(let s) = d.node, isSnapshot(s, ofSerial: serial), d.opacity * s.opacity > 0 else { return nil }
            return Rect(origin: d.transform.apply(s.frame.origin), size: s.frame.size)
        }
    }

    /// Runs frame by frame until nothing moves (at most `limit` s), collecting `shownFrames(ofIndex:)`
    /// of each frame.
    func shownFramesWhileMoving(ofIndex index: Int, limit: Double = 3) -> [[Rect]] {
        var frames: [[Rect]] = []
        let start = now
        repeat {
            run(1.0 / 60)
            frames.append(shownFrames(ofIndex: index))
        } while carousel.isAnimating(now: now) && now - start < limit
        return frames
    }

    /// Whether `node` draws the page with `serial` (either of its images, keyed by the page).
    func isSnapshot(_ node: SnapshotNode, ofSerial serial: Int) -> Bool {
        let page = carousel.entries.first { $0.serial == serial }?.page
            ?? carousel.closedPages.first { $0.entry.serial == serial }?.entry.page
        return page != nil && node.key.owner === page
    }
}
