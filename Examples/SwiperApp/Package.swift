// swift-tools-version:6.0
import PackageDescription

// A program of its own that uses Flick as a library: a swiper over the app's pages in a window.
// Build and run from this folder: `swift run` (needs an X display).
let package = Package(
    name: "SwiperApp",
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "SwiperApp", dependencies: [.product(name: "FlickApp", package: "Flick")]),
    ],
    swiftLanguageModes: [.v6]
)
