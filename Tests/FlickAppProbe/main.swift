import FlickApp
import Foundation

// A test helper for FlickAppTests' live tests:
//   flick-app-probe run TITLE   FlickApp.run of a ProbeView in a 320x240 window titled TITLE
//   flick-app-probe embed       an X11 program of its own embedding a ProbeView (EmbeddingProgram)
//   flick-app-probe post TITLE  FlickApp.run of a PostingView (a tap posts from another thread)
//   flick-app-probe picture FILE TITLE  FlickApp.run of a PictureView of FILE (PictureProbe)
//   flick-app-probe carousel FILE TITLE  the same PictureProbe as the selected second page of a PageCarousel
//   flick-app-probe swiper TITLE  FlickApp.run of a swiper of three pages (SwiperProbe), for FLICK_TRACE and FLICK_RECORD
//   flick-app-probe text TITLE  FlickApp.run of a view reporting keys with their text, clipboard commands on stdin (TextProbe)
//   flick-app-probe kept APPID TITLE  the same swiper with the app id APPID: the host keeps its page
//   flick-app-probe textnode TITLE  FlickApp.run of an entry and a label exposing AT-SPI Text (TextNodeProbe)
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "run" where arguments.count == 2:
    exit(FlickApp.run(ProbeView(), title: arguments.last!, size: Size(320, 240)))
case "post" where arguments.count == 2:
    exit(FlickApp.run(PostingView(), title: arguments.last!, size: Size(320, 240)))
case "picture" where arguments.count == 3:
    exit(FlickApp.run(PictureProbe(file: Array(arguments)[1]), title: arguments.last!, size: Size(320, 240)))
case "carousel" where arguments.count == 3:
    let pages: [any Component] = [DrawnView { _ in .empty }, PictureProbe(file: Array(arguments)[1])]
    exit(FlickApp.run(PageCarousel(pages: pages, selectedIndex: 1) { DrawnView { _ in .empty } },
                      title: arguments.last!, size: Size(320, 240)))
case "swiper" where arguments.count == 2:
    exit(FlickApp.run(SwiperProbe.make(), title: arguments.last!, size: Size(320, 240)))
case "text" where arguments.count == 2:
    exit(FlickApp.run(TextProbe.make(), title: arguments.last!, size: Size(320, 240)))
case "textnode" where arguments.count == 2:
    exit(FlickApp.run(TextNodeProbe(), title: arguments.last!, size: Size(320, 240)))
case "kept" where arguments.count == 3:
    var configuration = FlickAppConfiguration(title: arguments.last!, size: Size(320, 240))
    configuration.appID = Array(arguments)[1]
    exit(FlickApp.run(SwiperProbe.make(), configuration: configuration))
case "embed" where arguments.count == 1:
    exit(EmbeddingProgram.run())
default:
    FileHandle.standardError.write(Data("usage: flick-app-probe run TITLE | flick-app-probe post TITLE | flick-app-probe picture FILE TITLE | flick-app-probe carousel FILE TITLE | flick-app-probe swiper TITLE | flick-app-probe text TITLE | flick-app-probe textnode TITLE | flick-app-probe kept APPID TITLE | flick-app-probe embed\n".utf8))
    exit(2)
}
