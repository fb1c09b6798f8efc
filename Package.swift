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
        .library(name: "FlickTracing", targets: ["FlickTracing"]),
        .library(name: "FlickTesting", targets: ["FlickTesting"]),
        .executable(name: "flick", targets: ["flick"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xext xi xrandr xfixes",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrandr-dev", "libxfixes-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // The system library targets name pkg-config files whose flags carry no -pthread, which
        // SwiftPM refuses (with a warning) from the system library targets of a package others
        // depend on: their module maps link the libraries, CSystemHeaders gives the include paths
        // of Pango and gdk-pixbuf (whose pkg-config files bring -pthread), and atk-bridge's header
        // is named by its path under /usr/include.
        .systemLibrary(
            name: "CPango", pkgConfig: "cairo harfbuzz",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gobject-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(
            name: "CAtk", pkgConfig: "atk",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        .systemLibrary(
            name: "CGio", pkgConfig: "gobject-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        // The system's colour scheme from the settings portal through GDBus (C: GLib's async calls
        // and signals on the default main context, which Flick's loop dispatches).
        // Its libraries are named here: a C target's code is linked without the module maps' links.
        .target(name: "CFlickPortal", dependencies: ["CGio"],
                linkerSettings: [.linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        // The C half of the accessibility bridge (GObject subclassing is C): ATK objects that call
        // back into FlickApp, the AtkUtil overrides, GLib's main context driven by Flick's loop,
        // and the probe (GDBus) that asks whether the accessibility bus answers before atk-bridge starts.
        .target(name: "CFlickAtk", dependencies: ["CAtk", "CGio"],
                linkerSettings: [.linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"), .linkedLibrary("gio-2.0"),
                                 .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        .target(name: "FlickCore"),
        .target(name: "FlickKit", dependencies: ["FlickCore"]),
        // Links to the system's Pango and gdk-pixbuf headers: an include folder for every dependent.
        .target(name: "CSystemHeaders"),
        .target(name: "FlickCairo", dependencies: ["FlickCore", "CCairo", "CPango", "CGdkPixbuf", "CSystemHeaders"]),
        .target(name: "FlickX11", dependencies: ["FlickCore", "CX11"]),
        // A component's host without a window (no X): ComponentHost, what a window shows, timelines,
        // and state kept on disk (atomic, lock-merged files; a restorable tree kept in a session file).
        // FlickApp re-exports it, so `import FlickApp` names it.
        .target(name: "FlickHost", dependencies: ["FlickCore", "FlickKit", "FlickCairo"]),
        // What an app around a host traces and replays at run time: the scenario language and its
        // runner, the recorder, the trace, golden comparison, font pinning, output files and exit
        // codes. FlickApp.run uses it (FLICK_TRACE, FLICK_RECORD), as `flick record` does; CX11 only
        // for Xlib's keysym table, which checks a scenario's key names without a display.
        .target(name: "FlickTracing", dependencies: ["FlickHost", "FlickCore", "FlickKit", "FlickCairo", "CX11"]),
        // Tests of any Flick component or app, for test targets only: a virtual-time tester
        // (`ComponentTester`) and harness, gesture scripts and motion checks, an Xvfb launcher.
        // No XCTest inside, so any test framework asserts its findings.
        .target(name: "FlickTesting", dependencies: ["FlickTracing", "FlickHost", "FlickCore", "FlickKit"]),
        .target(name: "FlickApp", dependencies: ["FlickHost", "FlickTracing", "FlickCore", "FlickKit", "FlickCairo", "FlickX11", "CAtk", "CFlickAtk", "CFlickPortal"]),
        .target(name: "FlickDemo", dependencies: ["FlickTracing", "FlickApp", "FlickCore", "FlickKit", "FlickCairo", "FlickX11"]),
        .executableTarget(
            name: "flick",
            dependencies: ["FlickDemo", "FlickTracing", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Test code shared by test targets (the motion suite's driver and checks); built by `swift build` but
        // used by tests only.
        .target(name: "FlickTestSupport", dependencies: ["FlickTesting", "FlickTracing", "FlickKit", "FlickCore"], path: "Tests/FlickTestSupport"),
        .testTarget(name: "FlickCoreTests", dependencies: ["FlickCore"]),
        .testTarget(name: "FlickKitTests", dependencies: ["FlickKit", "FlickCore", "FlickTesting", "FlickTracing", "FlickTestSupport"]),
        .testTarget(name: "FlickCairoTests", dependencies: ["FlickCairo", "FlickCore", "CCairo", "FlickTestSupport"]),
        .testTarget(name: "FlickX11Tests", dependencies: ["FlickX11", "FlickCore", "CX11"]),
        // The live tests' helper program: FlickApp.run (traced and recorded too), and embedding in an
        // X11 program of its own.
        .executableTarget(name: "flick-app-probe", dependencies: ["FlickApp", "CX11"], path: "Tests/FlickAppProbe"),
        .testTarget(name: "FlickHostTests", dependencies: ["FlickHost", "FlickKit", "FlickCairo", "FlickCore"]),
        .testTarget(name: "FlickAppTests", dependencies: ["FlickApp", "FlickCore", "FlickKit", "FlickCairo", "FlickX11", "CX11",
                                                         "CFlickAtk", "FlickTesting", "FlickTracing", "FlickTestSupport"]),
        .testTarget(name: "FlickTestingTests", dependencies: ["FlickTesting", "FlickApp", "FlickKit", "FlickCore"]),
        .testTarget(name: "FlickTracingTests", dependencies: ["FlickTracing", "FlickHost", "FlickKit", "FlickCairo", "FlickCore"]),
        // The dependency rule (its table in ArchitectureTests/DependencyRule.swift) checked against
        // Package.swift, every target's imports, FlickKit's folders and docs/ARCHITECTURE.md.
        .testTarget(name: "ArchitectureTests", dependencies: ["FlickTestSupport"]),
        .testTarget(name: "FlickDemoTests", dependencies: ["FlickDemo", "FlickApp", "FlickKit", "FlickCairo", "FlickCore", "CX11",
                                                          "FlickTesting", "FlickTracing", "FlickTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
