import Foundation

/// An album: a folder's picture files, by name.
struct Album {
    /// The folder's name.
    let name: String
    /// The pictures' paths, sorted by file name.
    let files: [String]

    /// The file names an album takes (gdk-pixbuf decodes them).
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "tif", "tiff"]

    /// Where the albums come from when no folder is named: the desktop backgrounds Debian's
    /// wallpaper packages install.
    static let defaultFolders = ["/usr/share/backgrounds", "/usr/share/wallpapers"]

    /// The album of `folder`'s pictures, or nil when it has none.
    init?(folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let pictures = names.filter { Album.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        guard !pictures.isEmpty else { return nil }
        name = (folder as NSString).lastPathComponent
        files = pictures.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The albums of `folders`: each folder with pictures, and each of its subfolders with pictures.
    static func albums(in folders: [String]) -> [Album] {
        folders.flatMap { folder -> [Album] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let subfolders = names.sorted().map { (folder as NSString).appendingPathComponent($0) }
            return ([folder] + subfolders).compactMap(Album.init(folder:))
        }
    }
}
