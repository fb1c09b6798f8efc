import FlickCore
import FlickKit

/// One of the slides demo's scenes: a component drawn by Flick (its colour, its pattern or the
/// clock, a big title and a caption), named by its title (`Titled`). It never changes once made,
/// so the controller draws it once per size (`contentVersion` 0).
final class SlidesDemoScene: Component, Titled {
    /// The scene's name, its title.
    let name: String
    let style: SlidesDemoSceneStyle
    /// "Scene 2 of 7" under the title.
    let caption: String
    private(set) var size = Size(1, 1)

    init(name: String, caption: String) {
        self.name = name
        self.caption = caption
        style = SlidesDemoSceneStyle(name)
    }

    var title: String? { name }

    func layout(size: Size, now: Double) { self.size = size }

    /// Takes no gestures: the controller slides the scenes.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    /// The background, then the pattern and the title block.
    func scene(now: Double) -> SceneNode {
        .stack([.fill(Rect(size: size), style.background), content(size: size)])
    }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { [:] }

    var contentVersion: Int? { 0 }

    /// The pattern (or the clock) and the title block filling `size`.
    func content(size: Size) -> SceneNode {
        let bounds = Rect(size: size)
        guard size.width >= 1, size.height >= 1 else { return .empty }
        var nodes: [SceneNode] = style.pattern(bounds)
        if style.showsClock { nodes.append(SlidesDemoClockFace.scene(in: SlidesDemoScenes.clockFrame(bounds))) }
        let block = titleBlockPlace(in: bounds)
        nodes += SlidesDemoScenes.titleBlock(name, caption: caption, in: bounds, centerY: block.centerY,
                                             scale: block.scale, panel: style.showsClock ? nil : style.panel)
        return .stack(nodes)
    }

    /// Where the title block goes in `bounds`: low and half size under the clock, else at
    /// `titleCenterFraction` of the height.
    func titleBlockPlace(in bounds: Rect) -> (centerY: Double, scale: Double) {
        style.showsClock ? (bounds.height * 0.8, 0.5) : (bounds.height * SlidesDemoScenes.titleCenterFraction, 1)
    }

    /// The scene's title (a heading) and its caption ("Scene 2 of 7", text) where they are drawn.
    func semantics(now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: size)
        guard size.width >= 1, size.height >= 1 else { return [] }
        let block = titleBlockPlace(in: bounds)
        let frames = SlidesDemoScenes.titleBlockFrames(in: bounds, centerY: block.centerY, scale: block.scale)
        return [SemanticsNode(role: .heading, name: name, frame: frames.title),
                SemanticsNode(role: .text, name: caption, frame: frames.caption)]
    }
}
