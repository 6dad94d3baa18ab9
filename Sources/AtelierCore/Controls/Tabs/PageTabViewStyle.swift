import Foundation

/// A tab view style that shows one page at a time, filling the view, swiped sideways, with page dots.
public struct PageTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// When the page index (the dots) shows.
    public struct IndexDisplayMode: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case always, automatic, never }
        let kind: Kind
        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(kind: .always)
        /// Displays an index view when there is more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// Never display an index view.
        public static let never = IndexDisplayMode(kind: .never)

        /// Whether the index shows for this many pages.
        func shows(pageCount: Int) -> Bool {
            switch kind {
            case .always: return true
            case .automatic: return pageCount > 1
            case .never: return false
            }
        }
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a page tab view style with an index display mode.
    nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    func makeView(_ configuration: TabViewStyleConfiguration) -> AnyView {
        AnyView(PagedTabViewBody(configuration: configuration, indexDisplayMode: indexDisplayMode))
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A tab view style that shows its tabs as pages swiped sideways.
    nonisolated public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A tab view style that shows its tabs as pages swiped sideways, with an index display mode.
    nonisolated public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
