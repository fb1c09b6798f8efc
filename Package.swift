// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Flick",
    products: [
        .library(name: "FlickCore", targets: ["FlickCore"]),
        .library(name: "FlickKit", targets: ["FlickKit"]),
        .library(name: "FlickCairo", targets: ["FlickCairo"]),
        .library(name: "FlickX11", targets: ["FlickX11"]),
        .library(name: "FlickApp", targets: ["FlickApp"]),
        .library(name: "FlickTesting", targets: ["FlickTesting"]),
        .executable(name: "flick", targets: ["flick"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xext xi xrandr",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrandr-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(
            name: "CAtk", pkgConfig: "atk atk-bridge-2.0",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        .systemLibrary(
            name: "CGio", pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        // The system's colour scheme from the settings portal through GDBus (C: GLib's async calls
        // and signals on the default main context, which Flick's loop dispatches).
        .target(name: "CFlickPortal", dependencies: ["CGio"]),
        // The C half of the accessibility bridge (GObject subclassing is C): ATK objects that call
        // back into FlickApp, the AtkUtil overrides, GLib's main context driven by Flick's loop,
        // and the probe (GDBus) that asks whether the accessibility bus answers before atk-bridge starts.
        .target(name: "CFlickAtk", dependencies: ["CAtk", "CGio"]),
        .target(name: "FlickCore"),
        .target(name: "FlickKit", dependencies: ["FlickCore"]),
        .target(name: "FlickCairo", dependencies: ["FlickCore", "CCairo", "CPango", "CGdkPixbuf"]),
        .target(name: "FlickX11", dependencies: ["FlickCore", "CX11"]),
        // A component's host without a window (no X): ComponentHost, what a window shows, timelines.
        // FlickApp re-exports it, so `import FlickApp` names it.
        .target(name: "FlickHost", dependencies: ["FlickCore", "FlickKit", "FlickCairo"]),
        // Tests of any Flick component or app: the scenario language and its runner, the trace,
        // golden comparison, font pinning, a virtual-time tester and harness, an Xvfb launcher.
        // No XCTest inside, so `flick record` and apps can use it too (FlickApp.run does: FLICK_TRACE,
        // FLICK_RECORD).
        .target(name: "FlickTesting", dependencies: ["FlickHost", "FlickCore", "FlickKit", "FlickCairo", "FlickX11"]),
        .target(name: "FlickApp", dependencies: ["FlickHost", "FlickTesting", "FlickCore", "FlickKit", "FlickCairo", "FlickX11", "CAtk", "CFlickAtk", "CFlickPortal"]),
        .target(name: "FlickDemo", dependencies: ["FlickTesting", "FlickApp", "FlickCore", "FlickKit", "FlickCairo", "FlickX11"]),
        .executableTarget(
            name: "flick",
            dependencies: ["FlickDemo", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Test code shared by test targets (the motion suite's driver and checks); built by `swift build` but
        // used by tests only.
        .target(name: "FlickTestSupport", dependencies: ["FlickTesting", "FlickKit", "FlickCore"], path: "Tests/FlickTestSupport"),
        .testTarget(name: "FlickCoreTests", dependencies: ["FlickCore"]),
        .testTarget(name: "FlickKitTests", dependencies: ["FlickKit", "FlickCore", "FlickTesting", "FlickTestSupport"]),
        .testTarget(name: "FlickCairoTests", dependencies: ["FlickCairo", "FlickCore", "FlickTestSupport"]),
        .testTarget(name: "FlickX11Tests", dependencies: ["FlickX11", "FlickCore", "CX11"]),
        // The live tests' helper program: FlickApp.run (traced and recorded too), and embedding in an
        // X11 program of its own.
        .executableTarget(name: "flick-app-probe", dependencies: ["FlickApp", "CX11"], path: "Tests/FlickAppProbe"),
        .testTarget(name: "FlickHostTests", dependencies: ["FlickHost", "FlickKit", "FlickCairo", "FlickCore"]),
        .testTarget(name: "FlickAppTests", dependencies: ["FlickApp", "FlickCairo", "FlickX11", "CX11", "FlickTesting", "FlickTestSupport"]),
        .testTarget(name: "FlickTestingTests", dependencies: ["FlickTesting", "FlickHost", "FlickApp", "FlickKit", "FlickCairo", "FlickCore"]),
        .testTarget(name: "FlickDemoTests", dependencies: ["FlickDemo", "FlickApp", "FlickKit", "FlickCairo", "FlickCore",
                                                          "FlickTesting", "FlickTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
