import FlickApp
import Foundation

/// The files the reader offers: a section per folder named on the command line, each holding the
/// folder's files by name, and the rows a search leaves of them. Paths are kept as the file
/// system's bytes (`FilePathBytes`), so a name that is not UTF-8 is shown with U+FFFD and still
/// opened.
final class Library {
    /// A folder and its files, sorted by name (byte order).
    struct Section {
        let name: String
        let files: [FilePathBytes]
    }

    /// Where the files come from when no folder is named: the licences every Debian system ships.
    static let defaultFolders: [FilePathBytes] = ["/usr/share/common-licenses"]

    /// Every folder with files, in the order given.
    let sections: [Section]
    /// The rows shown: each section with a file the search matches, as its heading and those files.
    private(set) var rows: [LibraryRow] = []
    /// The search the rows match ("": every file).
    private(set) var query = ""

    /// The library of `folders`' files (folders that cannot be read or hold no file are left out).
    init(folders: [FilePathBytes]) {
        sections = folders.compactMap { folder in
            let files = Library.files(in: folder)
            return files.isEmpty ? nil : Section(name: folder.description, files: files)
        }
        search(for: "")
    }

    /// Keeps the rows whose file name holds `text` (ignoring case and accents) and their headings.
    func search(for text: String) {
        query = text.trimmingCharacters(in: .whitespaces)
        rows = sections.flatMap { section -> [LibraryRow] in
            let matches = section.files.filter { file in
                query.isEmpty || file.lastComponent.description.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
            return matches.isEmpty ? [] : [.folder(name: section.name)] + matches.map(LibraryRow.file)
        }
    }

    /// The index of `file`'s row among the rows shown, or nil.
    func row(of file: FilePathBytes) -> Int? { rows.firstIndex(of: .file(file)) }

    /// The files in `folder` (regular files and links, not "." and ".."), sorted by their bytes;
    /// none when it cannot be read.
    static func files(in folder: FilePathBytes) -> [FilePathBytes] {
        guard let dir = folder.withCString({ $0.flatMap(opendir) }) else { return [] }
        defer { closedir(dir) }
        var names: [FilePathBytes] = []
        while let entry = readdir(dir) {
            guard [UInt8(DT_REG), UInt8(DT_LNK), UInt8(DT_UNKNOWN)].contains(entry.pointee.d_type) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FilePathBytes(bytes: raw.prefix(while: { $0 != 0 }))
            }
            if name.bytes.first != UInt8(ascii: ".") { names.append(name) }
        }
        return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(folder.appending)
    }
}
