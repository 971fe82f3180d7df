// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLab",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scroll-lab", targets: ["ScrollLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Leaf: pure physics, no Foundation.
        .target(name: "ScrollPhysics"),
        // Geometry, colours and the display list; no dependencies.
        .target(name: "Graphics"),
        // Signal actions (sigaction): the window's quit routing and a video's cleanup on a signal.
        .target(name: "Signals"),
        // Views, scroll view, gestures, animator, window.
        .target(name: "ScrollUI", dependencies: ["ScrollPhysics", "Graphics"]),
        // The four components, each in its own folder.
        .target(name: "Components", dependencies: ["ScrollPhysics", "Graphics", "ScrollUI"]),
        // The device profiles (sizes, safe areas, status bars, refresh rates); data only.
        .target(name: "Devices", dependencies: ["Graphics"]),
        // Software rasterizer: display list -> pixels. Optimized in debug builds too: the tests compare
        // every frame of every bench script, drawn only where it changed, with the frame drawn whole
        // (about 18,000 frames at scales 1 to 3), which unoptimized pixel loops make 30 times slower.
        .target(name: "Rendering", dependencies: ["Graphics"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The lab's foundation: the one-line error, readable numbers and state-line text, option
        // assignments, the files read and written, every limit; no scene, no SDL.
        .target(name: "LabBasics", dependencies: ["Graphics", "Rendering"]),
        // The scenes and their demo content, the scene session and its state lines; no SDL.
        .target(name: "Scenes", dependencies: ["ScrollPhysics", "Graphics", "ScrollUI", "Components", "Devices", "LabBasics"]),
        // The motion in a recording's frames: scrolling region, offsets, segments and their fits, beside
        // UIScrollView's physics; pure, no Foundation.
        .target(name: "MotionAnalysis", dependencies: ["ScrollPhysics"], swiftSettings: [.unsafeFlags(["-O"])]),
        // The trace format (reader, writer, header, recorder), the written gestures, the input times
        // of frames and the scene's clock; no scene.
        .target(name: "LabTraces", dependencies: ["ScrollPhysics", "Graphics", "ScrollUI", "Devices", "LabBasics"]),
        // What the lab draws over and beside the scenes: plots, the HUD, the QA overlays and their
        // panels and cards, the timeline's strip, frames with overlays, contact sheets; no SDL.
        .target(name: "LabDrawing", dependencies: ["Graphics", "ScrollUI", "Rendering", "Devices", "LabBasics", "Scenes", "LabTraces",
                                                 "MotionAnalysis"]),
        // The one clock (InputDriver) and what plays scenes through it headless: replay, compare, frames
        // folders, the soak, the bench, videos through ffmpeg; no SDL.
        .target(name: "Playback", dependencies: ["Graphics", "ScrollUI", "Rendering", "Devices", "Signals", "LabBasics",
                                                 "Scenes", "MotionAnalysis", "LabTraces", "LabDrawing"]),
        // `scroll-lab measure`: a recording's frames read through ffmpeg, their motion measured
        // (MotionAnalysis), its table, JSON, plot, trace and video; no SDL.
        .target(name: "Measure", dependencies: ["ScrollPhysics", "Graphics", "ScrollUI", "Rendering", "Devices", "LabBasics", "Scenes",
                                                "MotionAnalysis", "LabTraces", "LabDrawing", "Playback"]),
        // The window's studio: the QA keys and tools (playback, captures, tuning, the timeline and its
        // loop, the bug report), the input log and what is written from it; no SDL.
        .target(name: "Studio", dependencies: ["Graphics", "ScrollUI", "Devices", "LabBasics", "Scenes", "LabTraces", "LabDrawing",
                                               "Playback"]),
        // SDL2, SDL2_ttf and SDL2_image as one system library; on Linux also libX11 (CSDL2.X11).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libx11-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image"]),
            ]
        ),
        // zlib's CRC-32, which checks the assets against their manifest (Assets/manifest.txt).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // Xlib and XInput 2 (libXi), for touchpad smooth scrolling under X11; Linux only.
        .systemLibrary(
            name: "CXInput2",
            providers: [.apt(["libxi-dev", "libx11-dev"])]
        ),
        // The only module that imports CSDL2 (and CXInput2).
        .target(
            name: "SDLHost",
            dependencies: [
                "CSDL2", "CZlib", "Graphics", "ScrollUI", "Rendering", "Signals",
                .target(name: "CXInput2", condition: .when(platforms: [.linux])),
            ]
        ),
        // The release and the commit the build comes from (`scroll-lab --version`), stamped by the plugin.
        .target(name: "BuildInfo", plugins: ["BuildCommit"]),
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .executableTarget(
            name: "ScrollLab",
            dependencies: [
                "BuildInfo", "ScrollPhysics", "Graphics", "ScrollUI", "Rendering", "Devices", "LabBasics", "Scenes", "LabTraces",
                "LabDrawing", "Playback", "Measure", "Studio", "SDLHost", "MotionAnalysis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "MotionAnalysisTests", dependencies: ["ScrollPhysics", "MotionAnalysis"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .testTarget(name: "ScrollUITests", dependencies: ["ScrollPhysics", "Graphics", "ScrollUI"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Graphics", "ScrollPhysics", "ScrollUI", "Components"]),
        .testTarget(name: "RenderingTests", dependencies: ["Graphics", "Rendering"]),
        .testTarget(name: "DevicesTests", dependencies: ["Graphics", "Devices"]),
        .testTarget(name: "SDLHostTests", dependencies: ["CSDL2", "Graphics", "ScrollUI", "Rendering", "SDLHost"]),
        // Helpers the test targets share: temporary folders, parsed state lines, the real assets.
        .target(name: "TestKit", dependencies: ["Graphics", "Devices", "Scenes", "SDLHost", "LabTraces"], path: "Tests/TestKit"),
        .testTarget(
            name: "ScenesTests",
            dependencies: ["ScrollPhysics", "Graphics", "ScrollUI", "Components", "Rendering", "Devices", "LabBasics", "Scenes",
                           "LabTraces", "LabDrawing", "Playback", "SDLHost", "TestKit"],
            exclude: ["Goldens", "Traces"]
        ),
        .testTarget(name: "LabToolsTests",
                    dependencies: ["ScrollPhysics", "Graphics", "ScrollUI", "Components", "Rendering", "Devices", "LabBasics", "Scenes",
                                   "LabTraces", "LabDrawing", "Playback", "Studio", "SDLHost", "TestKit"],
                    exclude: ["Recordings"]),
        // Only the command line: the built executable, its commands and their options.
        .testTarget(
            name: "ScrollLabTests",
            dependencies: [
                "BuildInfo", "Graphics", "Devices", "LabBasics", "Scenes", "LabTraces", "Measure", "SDLHost", "ScrollLab", "TestKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
