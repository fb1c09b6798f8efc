// swift-tools-version:6.0
import PackageDescription

// Composition three deep with Flick as a library: a deck whose center is a page carousel whose
// pages are swipers. Build and run from this folder: `swift run` (needs an X display);
// `FLICK_TRACE=1 swift run ComposedApp` also prints what the live test waits for (the trace contract).
let package = Package(
    name: "ComposedApp",
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "ComposedApp", dependencies: [.product(name: "FlickApp", package: "Flick")]),
    ],
    swiftLanguageModes: [.v6]
)
