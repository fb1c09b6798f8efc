import FlickCore
import FlickKit

extension SwiperDemoPage {
    /// The page for `size`: the item's picture filling most of it, then the id (large), the
    /// name and "Taps: N" over a dark scrim at the lower left.
    func pageScene(size: Size) -> SceneNode {
        let item = self.item
        let page = Rect(size: size)
        let short = min(size.width, size.height)
        let margin = min(SwiperDemoPage.pageMarginPx, short * SwiperDemoPage.pageMarginMaxFraction)
        let pic = page.insetBy(margin)
        var nodes: [SceneNode] = [.fill(page, SwiperDemoPage.background), item.picture.scene(in: pic)]
        guard pic.width > 0, pic.height > 0 else { return .stack(nodes) }

        let scrimTop = pic.minY + pic.height * 0.45
        nodes.append(.rect(Rect(x: pic.minX, y: scrimTop, width: pic.width, height: pic.maxY - scrimTop),
                           .linearGradient(start: Point(pic.minX, scrimTop), end: Point(pic.minX, pic.maxY),
                                           stops: [GradientStop(0, Color.black.withAlpha(0)),
                                                   GradientStop(1, Color.black.withAlpha(0.6))]),
                           cornerRadius: 0))
        nodes.append(.strokeRect(pic, Color.white.withAlpha(0.1), lineWidth: 1, cornerRadius: 0))

        let idSize = min(SwiperDemoPage.idFontMaxPx, max(SwiperDemoPage.idFontMinPx, short * SwiperDemoPage.idFontFraction))
        let nameSize = idSize * 0.34, tapsSize = idSize * 0.24
        let pad = idSize * 0.3
        let textWidth = max(0, pic.width - 2 * pad)
        let bottom = pic.maxY - min(SwiperDemoPage.pageTextBottomReservePx, pic.height * 0.15)
        let tapsFrame = Rect(x: pic.minX + pad, y: bottom - tapsSize * 1.5, width: textWidth, height: tapsSize * 1.5)
        let nameFrame = Rect(x: tapsFrame.minX, y: tapsFrame.minY - nameSize * 1.4, width: textWidth, height: nameSize * 1.4)
        let idFrame = Rect(x: tapsFrame.minX, y: nameFrame.minY - idSize * 1.25, width: textWidth, height: idSize * 1.25)
        nodes.append(.text(TextNode(item.id, frame: idFrame, font: FontSpec(family: "DejaVu Sans", size: idSize, weight: .bold),
                                    color: .white)))
        nodes.append(.text(TextNode(item.name, frame: nameFrame, font: FontSpec(family: "DejaVu Sans", size: nameSize, weight: .bold),
                                    color: Color.white.withAlpha(0.95))))
        nodes.append(.text(TextNode("Taps: \(tapCount)", frame: tapsFrame, font: FontSpec(family: "DejaVu Sans", size: tapsSize),
                                    color: Color.white.withAlpha(0.85))))
        return .stack(nodes)
    }
}
