import FlickApp

/// One row of the library's list: a folder's heading, or one of its files.
enum LibraryRow: Equatable {
    case folder(name: String)
    case file(FilePathBytes)

    /// What the row says.
    var title: String {
        switch self {
        case .folder(let name): return name
        case .file(let path): return path.lastComponent.description
        }
    }

    /// The file's path, or nil for a heading.
    var file: FilePathBytes? {
        if case .file(let path) = self { return path }
        return nil
    }
}
