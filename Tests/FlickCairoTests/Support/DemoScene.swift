import FlickCore

/// Scenes shared by several tests.
enum DemoScene {
    /// One of everything: gradient, rounded rect, shadow, path, text, picture, snapshot, faded group.
    static func rich(imagePath: String) -> SceneNode {
        let background = Paint.linearGradient(start: Point(0, 0), end: Point(0, 120),
                                              stops: [GradientStop(0, Color(hex: 0x203040)), GradientStop(1, Color(hex: 0x405060))])
        return .stack([
            .rect(Rect(x: 0, y: 0, width: 160, height: 120), background, cornerRadius: 0),
            .shadow(Rect(x: 10, y: 10, width: 60, height: 40), Shadow(radius: 8, opacity: 0.5), cornerRadius: 6),
            .fill(Rect(x: 10, y: 10, width: 60, height: 40), Color(hex: 0xE0E0E0), cornerRadius: 6),
            .text(TextNode("Flick", frame: Rect(x: 10, y: 10, width: 60, height: 40), font: FontSpec(size: 14, weight: .bold),
                           color: .black, alignment: .center)),
            .path(PathNode([.move(Point(80, 10)), .curve(Point(100, 0), Point(120, 40), Point(150, 20)),
                            .arc(center: Point(130, 40), radius: 10, start: 0, end: 3), .close],
                           fill: .solid(Color(hex: 0x80C040)), stroke: .white, lineWidth: 1.5)),
            .image(ImageNode(path: imagePath, frame: Rect(x: 80, y: 60, width: 70, height: 50), cornerRadius: 5)),
            .snapshot(SnapshotNode(key: .test("card"), version: 1, size: Size(50, 40),
                                   frame: Rect(x: 15.5, y: 65.25, width: 30, height: 24), opacity: 0.8,
                                   shadow: Shadow(radius: 6, opacity: 0.6), cornerRadius: 4) {
                .stack([.fill(Rect(x: 0, y: 0, width: 50, height: 40), Color(hex: 0xC04040)),
                        .ellipse(Rect(x: 10, y: 10, width: 30, height: 20), .solid(.white))])
            }),
            .group(GroupNode([.fill(Rect(x: 50, y: 90, width: 20, height: 20), .white),
                              .fill(Rect(x: 60, y: 95, width: 20, height: 20), Color(hex: 0x2060FF))], opacity: 0.6)),
        ])
    }

    /// A solid-colour snapshot whose content closure counts its calls.
    static func countingSnapshot(key: String, version: Int, frame: Rect, counter: Counter) -> SceneNode {
        .snapshot(SnapshotNode(key: .test(key), version: version, size: Size(frame.width, frame.height), frame: frame) {
            counter.value += 1
            return .fill(Rect(x: 0, y: 0, width: frame.width, height: frame.height), Color(red: 1, green: 0, blue: 0))
        })
    }
}
