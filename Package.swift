// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

// AtelierCore is Swift (every layer up to controls and styles; libcurl is loaded by AsyncImage's first http(s)
// URL); AtelierCairo draws its display lists and shapes text through Debian's C libraries; AtelierSDL hosts apps in SDL2 windows;
// AtelierAccessibility exports a window's accessibility tree over AT-SPI (GIO's D-Bus); Atelier is what
// programs import.
//
// Every target that uses Atelier's types through `import Atelier` (or `import SwiftUI`) also names AtelierCore and
// the modules it re-exports: a change of a struct's stored properties in AtelierCore changes its layout but not the
// interface of the modules that re-export it, and an incremental build then left such a target compiled with the old
// layout (memory corrupted at run time; swiftlang/swift#89636). A direct dependency makes it build again; for the
// same reason each library product lists the modules it re-exports, so that an app's own targets build again when
// Atelier changes.
// `scripts/check-package-dependencies.py` (run with the tests) keeps it so.
/// What `import AtelierCore` brings in: the module and the modules it re-exports.
let coreModules = ["AtelierCore", "Combine", "CoreTransferable", "UniformTypeIdentifiers"]
/// What `import Atelier` brings in.
let atelierModules = ["Atelier"] + coreModules
/// What `import SwiftUI` brings in.
let swiftUIModules = ["SwiftUI", "SwiftUICore"] + atelierModules
let core = coreModules.map { Target.Dependency.byName(name: $0) }
let atelier = atelierModules.map { Target.Dependency.byName(name: $0) }
let swiftUI = swiftUIModules.map { Target.Dependency.byName(name: $0) }

let package = Package(
    name: "Atelier",
    products: [
        .library(name: "Atelier", targets: atelierModules),
        .library(name: "AtelierTesting", targets: ["AtelierTesting"] + atelierModules),
        // Apple's modules of the same names, for programs that import them beside SwiftUI.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable", "UniformTypeIdentifiers"]),
        // `import SwiftUI` and `import Combine` unchanged: modules of Apple's names that re-export Atelier's
        // (SwiftUICore too, for names qualified as `SwiftUICore.Font`). Linux has no modules of these names.
        .library(name: "SwiftUI", targets: swiftUIModules),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"] + coreModules),
        .library(name: "Combine", targets: ["Combine"]),
        .executable(name: "atelier-preview", targets: ["AtelierPreview"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        // gdk-pixbuf (through librsvg's headers), for the tests that write JPEG files; the library decodes with
        // CLazyImageCodecs.
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev"])]),
        // SVG (librsvg), PDF (poppler-glib, asset catalogs' vectors) and raster (gdk-pixbuf) decoders, loaded with
        // dlopen on the first image that needs them rather than linked: they bring ~48 libraries to every start.
        .target(name: "CLazyImageCodecs"),
        // libcurl, loaded with dlopen on AsyncImage's first http(s) URL (FoundationNetworking linked it at start).
        .target(name: "CLazyCurl"),
        // Fontconfig under Pango: fonts shipped in an app's resources, and names looked up as families or faces.
        .systemLibrary(name: "CPangoFc", path: "Sources/CPangoFc", pkgConfig: "pangofc",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CMainQueue", path: "Sources/CMainQueue"),
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .systemLibrary(name: "CGio", path: "Sources/CGio", pkgConfig: "gio-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CWaylandClient", path: "Sources/CWaylandClient", pkgConfig: "wayland-client",
                       providers: [.apt(["libwayland-dev"])]),
        // The Wayland protocol extensions the window host speaks beyond libwayland's core (viewporter, xdg-output).
        .target(name: "CWaylandSupport", dependencies: ["CWaylandClient", "CSDL2"]),
        // Xlib, for the X11 desktop's scale (XSETTINGS and the X resource Xft.dpi).
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
                       providers: [.apt(["libx11-dev"])]),
        // #Preview and @Entry: a compiler plugin speaking the plugin protocol itself (no swift-syntax here).
        .macro(name: "AtelierMacros"),
        // Content types and transfers (drag and drop, the clipboard, sharing), pure Foundation as on Apple platforms.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        // The part of Combine that SwiftUI programs use (ObservableObject, @Published, AnyCancellable), pure Foundation.
        .target(name: "Combine"),
        .target(name: "AtelierCore", dependencies: ["AtelierMacros", "UniformTypeIdentifiers", "CoreTransferable", "Combine", "CLazyCurl"]),
        .target(name: "AtelierCairo", dependencies: core + ["CCairo", "CPangoCairo", "CLazyImageCodecs", "CPangoFc"]),
        .target(name: "AtelierSDL", dependencies: core + ["AtelierCairo", "AtelierAccessibility", "CSDL2", "CMainQueue", "CGio",
                                                  "CWaylandClient", "CWaylandSupport", "CX11"]),
        // Platform services over GIO's D-Bus in a module of their own: the AT-SPI bridge for screen readers.
        .target(name: "AtelierAccessibility", dependencies: core + ["CGio"]),
        .target(name: "Atelier", dependencies: core + ["AtelierCairo", "AtelierSDL"]),
        .target(name: "SwiftUICore", dependencies: core),
        .target(name: "SwiftUI", dependencies: atelier + ["SwiftUICore"]),
        .target(name: "AtelierTesting", dependencies: atelier + ["AtelierCairo", "CMainQueue"]),
        .target(name: "GalleryKit", dependencies: atelier),
        .executableTarget(name: "Gallery", dependencies: atelier + ["AtelierSDL", "GalleryKit"]),
        .executableTarget(name: "CounterApp", dependencies: atelier),
        // The example desktop application (a plain-text editor): its scenes in a library that tests host.
        .target(name: "JotterKit", dependencies: atelier),
        // Its asset catalogue holds the AppIcon that `make package APP=Jotter` installs (scripts/package-app.py).
        .executableTarget(name: "Jotter", dependencies: atelier + ["JotterKit"], resources: [.process("Assets.xcassets")]),
        // A window with hover, a tooltip and a pointer style at fixed places, for the pointer's window tests; and a
        // colour set with dark and high-contrast variants, for the desktop appearance's.
        .executableTarget(name: "PointerProbeApp", dependencies: atelier, resources: [.copy("Assets.xcassets")]),
        // A fake window's tree exported through the AT-SPI bridge, for the end-to-end test's screen-reader client.
        .executableTarget(name: "AccessibilityProbeApp", dependencies: core + ["AtelierAccessibility"]),
        // An app whose button opens a second window, for the screen reader's several-windows test.
        .executableTarget(name: "WindowsProbeApp", dependencies: atelier),
        .executableTarget(name: "AtelierPreview", dependencies: atelier + ["GalleryKit"]),
        // A library as ported from Apple platforms with no source changed (its model files import Foundation alone,
        // its views `import SwiftUI` and name `SwiftUI.Label`), plus the one re-export file README's porting guide
        // adds; tested from a module of its own, as a program that imports the library would use it.
        .target(name: "PortingFixture", dependencies: swiftUI),
        .executableTarget(name: "Fuzz", dependencies: atelier + ["AtelierCairo", "AtelierTesting"]),
        .executableTarget(name: "Benchmarks", dependencies: atelier + ["AtelierCairo", "GalleryKit", "CCairo", "CPangoCairo", "CMalloc"]),
        .testTarget(name: "AtelierTests", dependencies: atelier + ["AtelierTesting", "AtelierCairo", "AtelierSDL", "GalleryKit", "CGio",
                                                     "AtelierAccessibility", "JotterKit", "CX11", "CRsvg"],
                    // An asset catalog and a font, as a program ships them: Bundle.module, and what is found at start.
                    resources: [.process("Resources")]),
        // Public SwiftUI code's isolation shapes (issue 34 item 6): one folder of programs compiled in Swift 5 and in
        // Swift 6 language mode (the two paths are links to it); building both is the compile test.
        .target(name: "IsolationProgramsSwift5", dependencies: swiftUI, path: "Tests/IsolationPrograms/Swift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "IsolationProgramsSwift6", dependencies: swiftUI, path: "Tests/IsolationPrograms/Swift6",
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "IsolationTests", dependencies: atelier + ["IsolationProgramsSwift5", "IsolationProgramsSwift6", "AtelierTesting"]),
        .testTarget(name: "PortingTests", dependencies: swiftUI + ["PortingFixture", "AtelierTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
