import FlickCore

/// The app's icons, drawn as vector paths in one style (after GNOME's symbolic icons): designed on
/// a 16 px grid (`Icon.gridUnits`) with strokes `Icon.strokeUnits` wide, round joins and caps or
/// filled shapes, scaled to the box they are drawn in (a bar's are `Constants.barIconPx`). Lines
/// fall on whole pixels, mirrored about the box's centre, so an icon is crisp at every integer
/// size and UI scale. The colour is the caller's (a palette's text or a control style's): an
/// icon draws in one colour, and a translucent one composites the whole icon once.
///
/// Every control that shows an icon keeps a name a person would say ("Menu", "Settings"): the icon
/// is the drawing, never the name.
public enum Icon: String, CaseIterable, Sendable {
    /// No drawing.
    case none
    /// Bar and left-pointing triangle: jump to the first item.
    case first
    /// Left-pointing triangle.
    case previous
    /// Right-pointing triangle.
    case next
    /// Right-pointing triangle and bar: jump to the last item.
    case last
    /// Three lines: a primary menu (GNOME's open-menu).
    case menu
    /// Dots beside lines: a list to choose from, such as a menu of sections (GNOME's view-list).
    case list
    /// A window with its left panel filled: show or hide a left drawer.
    case sidebarLeft
    /// A window with its right panel filled: show or hide a right drawer.
    case sidebarRight
    /// A gear: settings.
    case settings
    /// Four squares: a grid of items.
    case grid
    /// A die showing five: something random.
    case random
    /// A chevron pointing left: go back.
    case back
    /// A chevron pointing right: go forward, or a row that opens a page.
    case forward
    /// A cross: close.
    case close
    /// A plus: add or make new.
    case add
    /// An arrow pointing up.
    case arrowUp
    /// An arrow pointing down.
    case arrowDown
    /// An arrow pointing left.
    case arrowLeft
    /// An arrow pointing right.
    case arrowRight
    /// A star's outline: not a favorite (yet).
    case favorite
    /// A filled star: a favorite.
    case favoriteFilled
    /// A house.
    case home
    /// An envelope: messages.
    case mail
    /// A map pin: a place.
    case place
    /// Two beamed notes: music.
    case music
    /// A framed picture: photos.
    case picture
    /// A magnifying glass: search.
    case search
    /// A short bar at the bottom: minimize the window.
    case windowMinimize
    /// A square: maximize the window.
    case windowMaximize
    /// Two overlapping squares: restore a maximized window.
    case windowRestore

    /// The side of the grid an icon is designed on, units (16: drawn at 16 px it is 1:1).
    public static let gridUnits: Double = 16
    /// A stroke's width on the grid, units.
    public static let strokeUnits: Double = 2

    /// The icon drawn in `color`, centred in `box` (square, its side the box's smaller side rounded
    /// down to an even number of pixels); empty for `.none` and for a box under 4 px.
    public func scene(in box: Rect, color: Color) -> SceneNode {
        let opaque = color.withAlpha(1)
        let paths = paths(in: box, color: opaque)
        guard !paths.isEmpty, let grid = IconGrid(box: box) else { return .empty }
        let nodes = paths.map { SceneNode.path($0) }
        guard color.alpha < 1 else { return nodes.count == 1 ? nodes[0] : .stack(nodes) }
        // Overlapping parts of a translucent icon must not add up: the icon fades as one layer.
        return .group(GroupNode(nodes, opacity: color.alpha, clip: grid.square.insetBy(-grid.strokePx)))
    }

    /// The icon as an image the renderer keeps under `owner` and `part` (a `SnapshotKey`) and
    /// draws again only when the icon, its size or its colour changes: for an icon drawn every
    /// frame in a bar that stays put while content moves under it (stroking the paths anew each
    /// frame costs more than copying them). The pixels of `scene(in:color:)` where the box lies on
    /// whole device pixels.
    public func image(in box: Rect, color: Color, owner: AnyObject, part: AnyHashable) -> SceneNode {
        guard self != .none, let grid = IconGrid(box: box) else { return .empty }
        let opaque = color.withAlpha(1)
        let frame = grid.square.insetBy(-grid.strokePx)
        var version = Hasher()
        version.combine(self)
        version.combine(opaque)
        version.combine(grid.square.width)
        let image = SceneNode.snapshot(SnapshotNode(key: SnapshotKey(owner, part: part), version: version.finalize(),
                                                    size: frame.size, frame: frame) {
            .translated(-frame.minX, -frame.minY, [self.scene(in: box, color: opaque)])
        })
        return color.alpha < 1 ? .group(GroupNode([image], opacity: color.alpha)) : image
    }

    /// The icon's paths in `color`, centred in `box` (see `scene(in:color:)`).
    public func paths(in box: Rect, color: Color) -> [PathNode] {
        guard self != .none, let grid = IconGrid(box: box) else { return [] }
        return shapes.map { $0.path(on: grid, color: color) }
    }

    /// The icon's shapes in grid units.
    var shapes: [IconShape] {
        switch self {
        case .none: return []
        case .first:
            return [.stroke([.move(IconPoint(3, 3)), .line(IconPoint(3, 13))]),
                    .filled([.move(IconPoint(13, 3.5)), .line(IconPoint(7, 8)), .line(IconPoint(13, 12.5)), .close])]
        case .last:
            return [.stroke([.move(IconPoint(13, 3)), .line(IconPoint(13, 13))]),
                    .filled([.move(IconPoint(3, 3.5)), .line(IconPoint(9, 8)), .line(IconPoint(3, 12.5)), .close])]
        case .previous:
            return [.filled([.move(IconPoint(12.5, 3)), .line(IconPoint(3.5, 8)), .line(IconPoint(12.5, 13)), .close])]
        case .next:
            return [.filled([.move(IconPoint(3.5, 3)), .line(IconPoint(12.5, 8)), .line(IconPoint(3.5, 13)), .close])]
        case .menu:
            return [4.0, 8, 12].map { y in .stroke([.move(IconPoint(2, y)), .line(IconPoint(14, y))]) }
        case .list:
            return [4.0, 8, 12].flatMap { y -> [IconShape] in
                [.fill(IconShape.circle(IconPoint(3, y), radius: 1.3)), .stroke([.move(IconPoint(7, y)), .line(IconPoint(14, y))])]
            }
        case .sidebarLeft:
            return [.stroke(IconShape.roundedRect(2, 3, 14, 13, radius: 2)), .fill(IconShape.rect(2, 3, 6.5, 13))]
        case .sidebarRight:
            return [.stroke(IconShape.roundedRect(2, 3, 14, 13, radius: 2)), .fill(IconShape.rect(9.5, 3, 14, 13))]
        case .settings:
            return [.gear]
        case .grid:
            return [(2.0, 2.0), (9, 2), (2, 9), (9, 9)].map { x, y in
                .fill(IconShape.roundedRect(x, y, x + 5, y + 5, radius: 1))
            }
        case .random:
            let pips = [(5.5, 5.5), (10.5, 5.5), (8, 8), (5.5, 10.5), (10.5, 10.5)]
            return [.stroke(IconShape.roundedRect(2, 2, 14, 14, radius: 3))]
                + pips.map { x, y in .fill(IconShape.circle(IconPoint(x, y), radius: 1.3)) }
        case .back:
            return [.stroke([.move(IconPoint(10.5, 3)), .line(IconPoint(5.5, 8)), .line(IconPoint(10.5, 13))])]
        case .forward:
            return [.stroke([.move(IconPoint(5.5, 3)), .line(IconPoint(10.5, 8)), .line(IconPoint(5.5, 13))])]
        case .close:
            return [.stroke([.move(IconPoint(3.5, 3.5)), .line(IconPoint(12.5, 12.5)), .move(IconPoint(12.5, 3.5)), .line(IconPoint(3.5, 12.5))])]
        case .windowMinimize:
            return [.stroke([.move(IconPoint(4, 12)), .line(IconPoint(12, 12))])]
        case .windowMaximize:
            return [.stroke(IconShape.rect(4, 4, 12, 12))]
        case .windowRestore:
            return [.stroke(IconShape.rect(3, 6, 10, 13)),
                    .stroke([.move(IconPoint(6, 3)), .line(IconPoint(13, 3)), .line(IconPoint(13, 10))])]
        case .search:
            return [.stroke(IconShape.circle(IconPoint(7, 7), radius: 4.5)),
                    .stroke([.move(IconPoint(10.5, 10.5)), .line(IconPoint(14, 14))])]
        case .add:
            return [.stroke([.move(IconPoint(8, 2)), .line(IconPoint(8, 14)), .move(IconPoint(2, 8)), .line(IconPoint(14, 8))])]
        case .arrowUp: return [IconShape.arrow(turns: 0)]
        case .arrowRight: return [IconShape.arrow(turns: 1)]
        case .arrowDown: return [IconShape.arrow(turns: 2)]
        case .arrowLeft: return [IconShape.arrow(turns: 3)]
        case .favorite: return [IconShape(elements: IconShape.star, kind: .stroke, snaps: false)]
        case .favoriteFilled: return [IconShape(elements: IconShape.star, kind: .filledAndStroked, snaps: false)]
        case .home:
            return [.stroke([.move(IconPoint(1.5, 8.5)), .line(IconPoint(8, 2.5)), .line(IconPoint(14.5, 8.5))]),
                    .stroke([.move(IconPoint(3.5, 7)), .line(IconPoint(3.5, 14)), .line(IconPoint(12.5, 14)),
                             .line(IconPoint(12.5, 7))])]
        case .mail:
            return [.stroke(IconShape.roundedRect(2, 3.5, 14, 12.5, radius: 1.5)),
                    .stroke([.move(IconPoint(2.5, 4.5)), .line(IconPoint(8, 9)), .line(IconPoint(13.5, 4.5))])]
        case .place:
            return [IconShape(elements: IconShape.pin, kind: .stroke, snaps: false), .fill(IconShape.circle(IconPoint(8, 6.5), radius: 1.5))]
        case .music:
            return [.stroke([.move(IconPoint(6.5, 12.25)), .line(IconPoint(6.5, 3.75)), .line(IconPoint(14, 2.25)),
                             .line(IconPoint(14, 10.75))]),
                    .fill(IconShape.circle(IconPoint(4.25, 12.25), radius: 2.25)),
                    .fill(IconShape.circle(IconPoint(11.75, 10.75), radius: 2.25))]
        case .picture:
            return [.stroke(IconShape.roundedRect(2, 3, 14, 13, radius: 2)),
                    .fill(IconShape.circle(IconPoint(10.5, 6.5), radius: 1.5)),
                    .fill([.move(IconPoint(3, 13)), .line(IconPoint(7, 8)), .line(IconPoint(11, 13)), .close])]
        }
    }
}
