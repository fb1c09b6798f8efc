import FlickApp

/// A page as the session keeps it: which file, and how it is shown. `{"text": PATH}` or
/// `{"picture": PATH}`, a path that is not UTF-8 as its bytes (`[99, 97, 102, 233]`).
enum SavedPage: Equatable {
    case text(FilePathBytes)
    case picture(FilePathBytes)

    /// The page saved for `file`, shown as its kind says.
    init(file: FilePathBytes) {
        self = DocumentKind(of: file) == .picture ? .picture(file) : .text(file)
    }

    /// The page `value` saved, or nil for anything else (a welcome page saves `null`).
    init?(_ value: RestorationValue) {
        if let path = value["text"].flatMap(SavedPage.path) {
            self = .text(path)
        } else if let path = value["picture"].flatMap(SavedPage.path) {
            self = .picture(path)
        } else {
            return nil
        }
    }

    /// What the session keeps.
    var value: RestorationValue {
        switch self {
        case .text(let path): return .object(["text": SavedPage.value(of: path)])
        case .picture(let path): return .object(["picture": SavedPage.value(of: path)])
        }
    }

    /// A new page showing the file.
    func makePage() -> any ReaderPage {
        switch self {
        case .text(let path): return DocumentPage(file: path)
        case .picture(let path): return PicturePage(file: path)
        }
    }

    /// The longest path kept, bytes (Linux's PATH_MAX).
    private static let maximumPathBytes = 4096

    private static func value(of path: FilePathBytes) -> RestorationValue {
        path.isUTF8 ? .string(path.description) : .array(path.bytes.map { .int(Int($0)) })
    }

    private static func path(_ value: RestorationValue) -> FilePathBytes? {
        if let text = value.stringValue, !text.isEmpty, text.utf8.count <= maximumPathBytes {
            return FilePathBytes(text)
        }
        guard let bytes = value.arrayValue(limit: maximumPathBytes + 1), !bytes.isEmpty, bytes.count <= maximumPathBytes else {
            return nil
        }
        let parsed = bytes.compactMap { $0.int(in: 1...255) }.map(UInt8.init)
        return parsed.count == bytes.count ? FilePathBytes(bytes: parsed) : nil
    }
}
