import FlickApp
import Foundation

// A document and picture reader: each folder named on the command line (by default the licences
// Debian ships in /usr/share/common-licenses) is a section of the library in the sidebar, its
// files the rows; the search field above filters them as you type; a click on a row (or Return)
// opens the file as a page of the carousel: text wrapped in a text view, a picture in a zoom view
// (ctrl+wheel, +/-, a pinch or a double click zooms; a zoomed picture pans before the page turns).
// The sidebar sits beside the pages in a wide window and slides over them in a narrow one (F9
// shows or hides it). The host keeps the session (the open pages, the page shown, the sidebar) in
// $XDG_STATE_HOME/org.flick.Reader/. FLICK_TRACE=1 prints the trace a test waits on.
// The folders as the bytes given (a name that is not UTF-8 included).
let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0] }.map { argument in
    FilePathBytes(bytes: UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
if arguments.contains(where: { $0.bytes.first == UInt8(ascii: "-") }) {
    FileHandle.standardError.write(Data("usage: Reader [FOLDER…]\n".utf8))
    exit(2)
}
let reader = Reader(library: Library(folders: arguments.isEmpty ? Library.defaultFolders : arguments))
var configuration = FlickAppConfiguration(title: "Reader", size: Size(1100, 700))
configuration.appID = "org.flick.Reader"
exit(FlickApp.run(reader.root, configuration: configuration))
