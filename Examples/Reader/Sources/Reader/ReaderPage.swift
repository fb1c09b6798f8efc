import FlickApp

/// A page of the reader that shows a file: the carousel finds a file's open page by it, and saves
/// it in the session as its `SavedPage`.
protocol ReaderPage: Component, Titled, Restorable {
    /// The file shown.
    var file: FilePathBytes { get }
}

extension ReaderPage {
    /// The file's name.
    var title: String? { file.lastComponent.description }

    /// The page is remade from its part (`SavedPage`), so it restores nothing itself.
    func restoreState(from state: RestorationValue, now: Double) {}
}
