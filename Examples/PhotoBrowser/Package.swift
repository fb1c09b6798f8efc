// swift-tools-version:6.0
import PackageDescription

// A photo browser on Flick as a library: albums (folders) in a deck's sidebar, a paged grid of
// thumbnails, a bounded swiper over one album's photos. Build and run from this folder:
// `swift run PhotoBrowser [FOLDER…]` (needs an X display); FLICK_TRACE=1 also prints what the live
// test waits for.
let package = Package(
    name: "PhotoBrowser",
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "PhotoBrowser", dependencies: [.product(name: "FlickApp", package: "Flick")]),
    ],
    swiftLanguageModes: [.v6]
)
