import FlickApp
import Foundation

// A photo browser: each folder named on the command line (by default Debian's desktop
// backgrounds) is an album in the sidebar; the album's photos show as thumbnails in a paged grid,
// decoded off the UI thread at thumbnail size; a click on one (or Tab, the arrows and Return) opens
// the album in a bounded swiper (drag or arrow keys for the next photo); Back, Escape or Alt+Left
// returns to the grid.
// FLICK_TRACE=1 prints the trace a test waits on (as any FlickApp.run program does).
// The folders as the bytes given (a name that is not UTF-8 included).
let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0] }.map { argument in
    FilePathBytes(bytes: UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
if arguments.contains(where: { $0.bytes.first == UInt8(ascii: "-") }) {
    FileHandle.standardError.write(Data("usage: PhotoBrowser [FOLDER…]\n".utf8))
    exit(2)
}
let browser = PhotoBrowser(albums: Album.albums(in: arguments.isEmpty ? Album.defaultFolders : arguments))
exit(FlickApp.run(browser.root, title: "Photos", size: Size(960, 640)))
