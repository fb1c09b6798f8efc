import FlickApp

/// A picture shown as a page: fit to the page, zoomed up to 8x by a pinch, ctrl+wheel, +/- or a
/// double click, and panned while zoomed (a drag at the picture's edge turns the page), as a
/// `ZoomView` around a `PictureView` does; the picture is decoded off the UI thread at the size
/// it is shown.
final class PicturePage: ZoomView, ReaderPage {
    let file: FilePathBytes

    /// The most a picture is zoomed: 8x fit.
    static let maximumZoom = 8.0

    /// A page showing `file`.
    init(file: FilePathBytes) {
        self.file = file
        super.init(content: PictureView(path: file, contentMode: .fit), maximumScale: PicturePage.maximumZoom)
    }

    /// "picture".
    var restorationID: String { "picture" }

    /// `{"picture": PATH}`.
    func restorationState() -> RestorationValue { SavedPage.picture(file).value }
}
