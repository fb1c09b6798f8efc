import FlickApp

/// The reader's window: the library in the deck's left sidebar (docked beside the pages in a
/// window at least `Reader.docksAtWidth` wide, a drawer over them below it; F9 shows or hides it),
/// a search field (ctrl+f focuses it while the sidebar shows) above a list with a section per
/// folder; the open files as pages of a carousel.
/// Activating a row (a click, Return) opens its file, or shows its page when it is open already;
/// the list's selection follows the page shown.
final class Reader {
    /// The window's content; the host keeps its state (the sidebar, and inside it the carousel's
    /// pages and the page shown).
    let root: Deck
    private let library: Library
    private let search = SearchField(placeholder: "Search")
    private let list: ListView<ListRow>
    private let pages: PageCarousel

    /// The sidebar's width, px.
    static let sidebarWidth = 300.0
    /// The narrowest window with the sidebar beside the pages, px.
    static let docksAtWidth = 860.0

    init(library: Library) {
        self.library = library
        list = ListView(count: library.rows.count, makeRow: { ListRow("") }) { row, i in
            let item = library.rows[i]
            row.title = item.title
            row.name = item.title
            row.detail = item.file.map { DocumentKind(of: $0).name }
        }
        list.isHeading = { i in library.rows[i].file == nil }
        list.accessibleName = "Library"
        pages = PageCarousel(pages: [], options: CarouselOptions(showsUndoToast: true), newPage: { WelcomePage() })
        pages.restorePage = { saved -> any Component in
            guard let page = SavedPage(saved) else { return WelcomePage() }
            return page.makePage()
        }
        let sidebar = Stack(.vertical, items: [
            StackItem(search, margin: EdgeInsets(all: 8)),
            StackItem(list, expands: true),
        ])
        var options = DeckOptions()
        options.leftWidth = .fixed(Reader.sidebarWidth)
        options.docksLeftAtWidth = Reader.docksAtWidth
        root = Deck(center: pages, left: sidebar, options: options)

        search.answersFindShortcut = true
        search.onSearch = { [unowned self] query in
            library.search(for: query)
            list.count = library.rows.count
            list.reloadData()
            showSelection()
        }
        list.onActivate = { [unowned self] index, now in
            guard let file = library.rows[index].file else { return }
            open(file, now: now)
        }
        pages.onSelected = { [unowned self] _ in showSelection() }
    }

    /// Shows `file`'s page: its open page, else a new one in place of a welcome page or after
    /// the others. A drawer over the pages closes to show it.
    private func open(_ file: FilePathBytes, now: Double) {
        if let open = pages.pages.firstIndex(where: { ($0 as? any ReaderPage)?.file == file }) {
            pages.select(open, animated: false, now: now)
        } else if pages.selectedPage is WelcomePage {
            _ = pages.replacePage(at: pages.selectedIndex, with: SavedPage(file: file).makePage(), now: now)
            showSelection()
        } else {
            pages.add(SavedPage(file: file).makePage(), now: now)
        }
        if !root.isDocked(.left) { root.close(now: now) }
    }

    /// Selects the row of the page shown (none when its file is filtered out or nothing is open).
    private func showSelection() {
        let file = (pages.selectedPage as? any ReaderPage)?.file
        list.select(file.flatMap(library.row(of:)))
    }
}
