// swift-tools-version:6.0
import PackageDescription

// A document and picture reader on Flick as a library: the files of folders in a docked library
// sidebar with a search field, each opened as a page of a carousel (text in a text view, pictures
// zoomable), the session kept by the host. Build and run from this folder:
// `swift run Reader [FOLDER…]` (needs an X display; by default it reads /usr/share/common-licenses);
// FLICK_TRACE=1 also prints what the live test waits for.
let package = Package(
    name: "Reader",
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "Reader", dependencies: [.product(name: "FlickApp", package: "Flick")]),
    ],
    swiftLanguageModes: [.v6]
)
