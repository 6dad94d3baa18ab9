// swift-tools-version:6.0
import PackageDescription

// __APP__, an app made with Atelier (SwiftUI for Linux). Its views live in __APP__Kit, a library that the app,
// the tests and the previews share; the library's asset catalogue (images, colours, the app's icon) is its resource.
let package = Package(
    name: "__APP__",
    dependencies: [
        // The Atelier checkout this app was made from. From a Git repository instead, write
        // .package(url: "https://example.org/atelier.git", branch: "main") and name it "atelier" below:
        // SwiftPM names a dependency after the last part of its path or URL.
        .package(path: "__ATELIER_PATH__"),
    ],
    targets: [
        // The app: its @main App type.
        .executableTarget(name: "__APP__", dependencies: [
            "__APP__Kit", .product(name: "Atelier", package: "__ATELIER_PACKAGE__"),
        ]),
        // Its views and assets. On Linux `.process` and `.copy` both copy the catalogue as it is (Atelier reads it
        // there); `.process` is what Xcode compiles on Apple platforms, so the same manifest serves both.
        .target(name: "__APP__Kit", dependencies: [
            .product(name: "Atelier", package: "__ATELIER_PACKAGE__"),
        ], resources: [.process("Assets.xcassets")]),
        // `swift run __APP__Preview` renders every #Preview of __APP__Kit to previews/*.png.
        .executableTarget(name: "__APP__Preview", dependencies: [
            "__APP__Kit", .product(name: "Atelier", package: "__ATELIER_PACKAGE__"),
        ]),
        .testTarget(name: "__APP__Tests", dependencies: [
            "__APP__Kit", .product(name: "AtelierTesting", package: "__ATELIER_PACKAGE__"),
        ]),
    ]
)
