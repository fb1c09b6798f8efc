import FlickApp

/// How the reader shows a file: a picture (by its extension, one gdk-pixbuf decodes) or text.
enum DocumentKind {
    case text
    case picture

    /// The file names shown as pictures.
    static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "tif", "tiff", "bmp"]

    /// The kind of `file`, by its extension.
    init(of file: FilePathBytes) {
        self = DocumentKind.pictureExtensions.contains(file.fileExtension) ? .picture : .text
    }

    /// The row's detail: "Picture" or "Text".
    var name: String { self == .picture ? "Picture" : "Text" }
}
