// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLab",
    platforms: [.macOS(.v13)],
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
        // Views, scroll view, gestures, animator, window.
        .target(name: "ScrollUI", dependencies: ["ScrollPhysics", "Graphics"]),
        // The four components, each in its own folder.
        .target(name: "Components", dependencies: ["ScrollUI"]),
        // Software rasterizer: display list -> pixels.
        .target(name: "Rendering", dependencies: ["Graphics"]),
        // SDL2, SDL2_ttf and SDL2_image as one system library; on Linux also libX11 (CSDL2.X11).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libx11-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image"]),
            ]
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
                "CSDL2", "ScrollUI", "Rendering",
                .target(name: "CXInput2", condition: .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(
            name: "ScrollLab",
            dependencies: [
                "ScrollUI", "Components", "Rendering", "SDLHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .testTarget(name: "ScrollUITests", dependencies: ["ScrollUI"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost"]),
        .testTarget(name: "ScrollLabTests", dependencies: ["ScrollLab"], exclude: ["Goldens", "Traces"]),
    ]
)
