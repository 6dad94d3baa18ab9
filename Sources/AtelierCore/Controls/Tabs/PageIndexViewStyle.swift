import Foundation

/// An index view style that places a page index view (dots) over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots sit on a background.
    public struct BackgroundDisplayMode: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case automatic, always, interactive, never }
        let kind: Kind
        /// The platform's default: on iOS, no background.
        public static let automatic = BackgroundDisplayMode(kind: .automatic)
        /// The background is always displayed behind the dots.
        public static let always = BackgroundDisplayMode(kind: .always)
        /// The background shows only while the pages are being swiped.
        public static let interactive = BackgroundDisplayMode(kind: .interactive)
        /// The background is never displayed.
        public static let never = BackgroundDisplayMode(kind: .never)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    nonisolated public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    nonisolated public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content, with a background display mode.
    nonisolated public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
