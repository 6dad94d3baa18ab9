import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierSDL

extension App {
    /// Initializes and runs the app: opens the first window of its body and returns when it closes;
    /// without a display it says so (or renders `--snapshot FILE.png [WIDTHxHEIGHT]`).
    @MainActor @preconcurrency public static func main() {
        let app = Self()
        let status = AppRunner.run(app.body.windowDescriptions, arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
