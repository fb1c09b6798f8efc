import FlickApp
import Foundation

/// The app's screens: the albums in the deck's 320 px left sidebar, the chosen album's thumbnails
/// in a paged grid under a navigation bar, and a photo in a bounded swiper pushed over the grid
/// (Back, Escape or Alt+Left returns to the grid).
final class PhotoBrowser {
    let albums: [Album]
    /// The window's content.
    let root: Deck
    private let sidebar: ListView<ListRow>
    private let grid = PagedGrid(itemAspect: 3.0 / 2.0,  // a camera's photos
                                 emptyMessage: "No pictures here. Name folders of pictures on the command line.")
    private let navigation: NavigationStack
    private var album = 0

    init(albums: [Album]) {
        self.albums = albums
        sidebar = ListView(count: albums.count, background: Color(hex: 0x202328), makeRow: { ListRow("") }) { row, i in
            row.title = albums[i].name
            row.detail = String(albums[i].files.count)
        }
        let albumsButton = Button("Albums", kind: .plain, frame: Rect(x: 0, y: 0, width: 84, height: 36))
        navigation = NavigationStack(root: NavigationPage(title: "Photos", content: grid), leading: [albumsButton])
        var options = DeckOptions()
        options.leftWidth = .fixed(320)
        root = Deck(center: navigation, left: sidebar, options: options)
        root.sideNames = [.left: "Albums"]
        sidebar.accessibleName = "Albums"
        sidebar.stateName = "albums"

        albumsButton.action = { [unowned self] now in root.toggle(.left, now: now) }
        albumsButton.relations = [SemanticsRelation(.controllerFor, root.sideIdentifier(.left))]
        // The arrows choose an album; a click, Return or a screen reader's action on a row also closes the sidebar.
        sidebar.onSelect = { [unowned self] index, now in show(album: index, now: now) }
        sidebar.onActivate = { [unowned self] index, now in
            if index != album { show(album: index, now: now) }
            root.close(now: now)
        }
        grid.onOpen = { [unowned self] index, _, now in open(photo: index, now: now) }
        if !albums.isEmpty {
            sidebar.select(0)
            show(album: 0, now: 0)
        }
    }

    /// Shows album `index` in the grid, titled with its name.
    private func show(album index: Int, now: Double) {
        album = index
        grid.items = albums[index].files.map { file in
            let name = file.lastComponent.description
            return PagedGridItem(id: Self.id(of: file), name: name, picturePath: file) { tile in Self.thumbnail(tile, caption: name) }
        }
        grid.go(to: 0, animated: false, now: now)
        navigation.popToRoot(animated: false, now: now)
        navigation.setRoot(NavigationPage(title: albums[index].name, content: grid), now: now)
    }

    /// Pushes the album's photos in a swiper, at photo `index`.
    private func open(photo index: Int, now: Double) {
        let files = albums[album].files
        let title = { (i: Int) in files[i].lastComponent.description }
        let options = SwiperOptions(isCircular: false, pageInsets: .insideBars, showsTopToolbar: false)
        let viewer = Swiper(pageCount: files.count, options: options, startIndex: index, pageTitle: title) { i in
            PictureView(path: files[i], contentMode: .fit)
        }
        viewer.onIndexChanged = { [unowned self] i in navigation.bar.title = title(i) }
        navigation.push(NavigationPage(title: title(index), content: viewer), now: now)
    }

    /// A tile's identity: the path, with the bytes in hexadecimal when they are not UTF-8 (two
    /// such names can read alike).
    private static func id(of file: FilePathBytes) -> String {
        file.isUTF8 ? file.description : file.bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// A tile under its picture: the placeholder where the picture will be, the file's name under it.
    private static func thumbnail(_ tile: PagedGridTile, caption: String) -> SceneNode {
        .stack([
            .fill(tile.picture, Constants.picturePlaceholderColor),
            .text(TextNode(caption, frame: tile.caption, font: FontSpec(size: 13), color: Color(hex: 0xC8CAD0),
                           alignment: .center)),
        ])
    }
}
