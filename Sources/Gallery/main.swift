// The gallery: a window with every screen when there is a display, and otherwise (or with --png)
// every screen written to PNG with an index.html, into the folder given (./gallery by default).
//   Gallery [--screen NAME]            the window, opened on a screen
//   Gallery --window [--screen NAME]   the window, or one line saying why there is none
//   Gallery --snapshot FILE.png [WxH]  the window's first frame, headless
//   Gallery --png [FOLDER]             the PNG gallery even when there is a display
//   Gallery --png --dark [FOLDER]      the same in the dark scheme (NAME-dark.png, index-dark.html)
//   Gallery --png --scale 3 [FOLDER]   the PNGs at another scale (2 by default; 3 as an iPhone's @3x)
//   Gallery --symbols FILE.png [FIRST COUNT]  SF Symbols names drawn with their names, on one sheet
//                                      (all of them, or COUNT from the FIRST, in the order of the catalog)
@_spi(Backend) import Atelier
@_spi(Backend) import AtelierSDL
import GalleryKit

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let i = arguments.firstIndex(of: "--symbols") {
        let file = i + 1 < arguments.count ? arguments[i + 1] : "symbols.png"
        let names = Image.knownSystemNames
        let first = i + 2 < arguments.count ? max(0, min(names.count, Int(arguments[i + 2]) ?? 0)) : 0
        let count = i + 3 < arguments.count ? max(0, min(names.count - first, Int(arguments[i + 3]) ?? 0)) : names.count - first
        let sheet = SymbolContactSheet(names: Array(names[first..<first + count]))
        let renderer = ImageRenderer(content: sheet.frame(width: SymbolContactSheet.width))
        guard let png = renderer.pngData(), (try? png.write(to: URL(fileURLWithPath: file))) != nil else {
            print("gallery: cannot write the symbol sheet to \(file)")
            exit(1)
        }
        print("gallery: wrote \(count) symbols to \(file)")
        exit(0)
    }
    let wantsPNG = arguments.contains("--png")
    if !wantsPNG && (arguments.contains("--snapshot") || arguments.contains("--window") || AppRunner.displayIsAvailable) {
        if !arguments.contains("--snapshot") && AppRunner.displayIsAvailable {
            print("gallery: opening the gallery window on display \(ProcessInfo.processInfo.environment["DISPLAY"] ?? "?"); close it to quit")
        }
        GalleryApp.main()
    }
    // The folder is the first argument that is neither a flag nor a flag's value.
    var folder = "gallery"
    var i = 0
    while i < arguments.count {
        if arguments[i] == "--screen" || arguments[i] == "--scale" { i += 2; continue }
        if !arguments[i].hasPrefix("--") { folder = arguments[i]; break }
        i += 1
    }
    if !wantsPNG { print("gallery: no display, so no window; writing every screen to \(folder)/ instead") }
    let scheme: ColorScheme = arguments.contains("--dark") ? .dark : .light
    var scale: CGFloat = 2
    if let s = arguments.firstIndex(of: "--scale") {
        let value = s + 1 < arguments.count ? Double(arguments[s + 1]) : nil
        if let value, value.isFinite, value > 0, value <= 8 {
            scale = CGFloat(value)
        } else {
            print("gallery: --scale needs a number from 0 to 8 (pixels per point); drawing at 2")
        }
    }
    exit(GalleryRenderer.writeAll(to: folder, colorScheme: scheme, scale: scale) == 0 ? 0 : 1)
}
