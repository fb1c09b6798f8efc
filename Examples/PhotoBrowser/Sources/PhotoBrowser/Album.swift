import FlickApp
import Foundation

/// An album: a folder's picture files, by name. Paths are kept as the file system's bytes
/// (`FilePathBytes`): a name that is not UTF-8 (a Latin-1 `caf\xE9.png`) is shown with U+FFFD
/// and opened with the bytes it has, so no folder or file is dropped for its name.
struct Album {
    /// The folder's name, as a person reads it.
    let name: String
    /// The pictures' paths, sorted by file name (byte order).
    let files: [FilePathBytes]

    /// The file names an album takes (gdk-pixbuf decodes them).
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "tif", "tiff"]

    /// Where the albums come from when no folder is named: the desktop backgrounds Debian's
    /// wallpaper packages install.
    static let defaultFolders: [FilePathBytes] = ["/usr/share/backgrounds", "/usr/share/wallpapers"]

    /// The album of `folder`'s pictures, or nil when it has none.
    init?(folder: FilePathBytes) {
        let pictures = Album.names(in: folder).filter { Album.extensions.contains($0.fileExtension) }
        guard !pictures.isEmpty else { return nil }
        name = folder.lastComponent.description
        files = pictures.map(folder.appending)
    }

    /// The albums of `folders`: each folder with pictures, and each of its subfolders with pictures.
    static func albums(in folders: [FilePathBytes]) -> [Album] {
        folders.flatMap { folder -> [Album] in
            ([folder] + names(in: folder).map(folder.appending)).compactMap(Album.init(folder:))
        }
    }

    /// The names in `folder` (not "." and ".."), sorted by their bytes; none when it cannot be read.
    static func names(in folder: FilePathBytes) -> [FilePathBytes] {
        guard let dir = folder.withCString({ $0.flatMap(opendir) }) else { return [] }
        defer { closedir(dir) }
        var names: [FilePathBytes] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FilePathBytes(bytes: raw.prefix(while: { $0 != 0 }))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }
}
