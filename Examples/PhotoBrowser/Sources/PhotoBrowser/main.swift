import FlickApp
import Foundation

// A photo browser: each folder named on the command line (by default Debian's desktop
// backgrounds) is an album in the sidebar; the album's photos show as thumbnails in a paged grid,
// decoded off the UI thread at thumbnail size; a click on one (or Tab, the arrows and Return) opens
// the album in a bounded swiper (drag or arrow keys for the next photo); Back, Escape or Alt+Left
// returns to the grid.
// FLICK_TRACE=1 prints the trace a test waits on (as any FlickApp.run program does).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data("usage: PhotoBrowser [FOLDER…]\n".utf8))
    exit(2)
}
let browser = PhotoBrowser(albums: Album.albums(in: arguments.isEmpty ? Album.defaultFolders : arguments))
exit(FlickApp.run(browser.root, title: "Photos", size: Size(960, 640)))
