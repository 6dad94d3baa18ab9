import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierSDL

extension App {
    /// Initializes and runs the app: opens the first window of its body and returns when it closes;
    /// without a display it says so (or renders `--snapshot FILE.png [WIDTHxHEIGHT]`).
    @MainActor @preconcurrency public static func main() {
        // The body is evaluated once, with the app's own state kept for its life.
        let body = AppBody(Self())
        let status = withExtendedLifetime(body) {
            AppRunner.run(body.scenes, arguments: Array(CommandLine.arguments.dropFirst()))
        }
        exit(status)
    }
}
