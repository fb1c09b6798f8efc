import FlickCore
import FlickKit

extension MuseumCollection {
    static let tileNameFontPx: Double = 15
    static let tileRegionFontPx: Double = 12
    static let tileRegionColor = Color(hex: 0x9A9EA8)
    static let tileStarColor = Color(hex: 0xE8B64C)

    /// The collection's grid tile: its picture in the tile's picture rectangle with a soft
    /// shadow and a hairline, a gold star when it is a favorite, and the name and region under it.
    public func tileScene(_ tile: PagedGridTile, isFavorite: Bool) -> SceneNode {
        let pic = tile.picture
        guard pic.width >= 1, pic.height >= 1 else { return .empty }
        var nodes: [SceneNode] = [.shadow(pic, Shadow(radius: 8, opacity: 0.45, offset: Point(0, 3)), cornerRadius: 0),
                                  art.scene(in: pic),
                                  .strokeRect(pic.insetBy(0.5), Color.white.withAlpha(0.12), lineWidth: 1, cornerRadius: 0)]
        if isFavorite {
            let d = min(26, pic.width * 0.16, pic.height * 0.2)
            let badge = Rect(x: pic.maxX - d - 6, y: pic.minY + 6, width: d, height: d)
            nodes.append(.ellipse(badge, .solid(Color.black.withAlpha(0.55))))
            let star = MuseumArt.star(0.5, 0.53, 0.36, 0.15, count: 5)
            nodes.append(Picture.polygon(badge, star, .solid(MuseumCollection.tileStarColor)))
        }
        let cap = tile.caption
        if cap.height >= 8 {
            let nameH = min(cap.height * 0.55, MuseumCollection.tileNameFontPx * 1.6)
            let nameSize = min(MuseumCollection.tileNameFontPx, nameH / 1.4)
            let regionSize = min(MuseumCollection.tileRegionFontPx, (cap.height - nameH) / 1.4)
            nodes.append(.text(TextNode(name, frame: Rect(x: cap.minX, y: cap.minY + 4, width: cap.width, height: nameH),
                                        font: FontSpec(size: max(1, nameSize), weight: .bold), color: .white)))
            if regionSize >= 6 {
                nodes.append(.text(TextNode(region, frame: Rect(x: cap.minX, y: cap.minY + 4 + nameH, width: cap.width,
                                                                height: max(0, cap.height - nameH - 4)),
                                            font: FontSpec(size: regionSize), color: MuseumCollection.tileRegionColor)))
            }
        }
        return .stack(nodes)
    }
}
