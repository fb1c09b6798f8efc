import FlickApp
import Foundation

// A photo browser: each folder named on the command line (by default Debian's desktop
// backgrounds) is an album in the sidebar; the album's photos show as thumbnails in a paged grid,
// decoded off the UI thread at thumbnail size; a click on one opens the album in a bounded swiper
// (drag or arrow keys for the next photo); Back returns to the grid.
// `--trace` prints `ready`, `state` and `settled` lines for tests (TraceContent).
var arguments = Array(CommandLine.arguments.dropFirst())
let tracing = arguments.first == "--trace"
if tracing { arguments.removeFirst() }
if arguments.contains(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data("usage: PhotoBrowser [--trace] [FOLDER…]\n".utf8))
    exit(2)
}
let browser = PhotoBrowser(albums: Album.albums(in: arguments.isEmpty ? Album.defaultFolders : arguments))

let title = "Photos", size = Size(960, 640)
guard tracing else { exit(FlickApp.run(browser.root, title: title, size: size)) }
exit(TraceContent.run(browser.root, title: title, size: size))
