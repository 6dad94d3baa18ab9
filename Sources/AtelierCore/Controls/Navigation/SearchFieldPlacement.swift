import Foundation

/// The placement of a search field in a view hierarchy. Atelier draws every placement as iOS's default:
/// the field at the top of the searchable content, under the navigation bar and its title.
public struct SearchFieldPlacement: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode) }
    let kind: Kind

    /// A search field placement that the system determines based on the platform and view hierarchy.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// A search field placement that places the field in the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// A search field placement that places the field in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// A search field placement that places the field in the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// The field in the navigation bar's drawer, shown always or as the system decides.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// Whether a navigation bar drawer's search field always shows or hides as the content scrolls.
    public enum NavigationBarDrawerDisplayMode: Sendable, Equatable {
        /// Display the search field under the title, hiding it when the content scrolls (Atelier keeps it).
        case automatic
        /// Always display the search field regardless of the scroll activity.
        case always
    }
}
