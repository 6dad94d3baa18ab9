import Foundation

// A desktop window has no safe area: no notch, home indicator or software keyboard covers it, so a view that
// ignores the safe area is laid out exactly as one that does not (and no node is added for it).
extension View {
    /// Expands the view's safe area into `regions` on `edges`: on a desktop window, where the safe area is
    /// empty, the view as it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Proposes the view an area extending outside the screen's safe area on `edges` (deprecated in SwiftUI
    /// for `ignoresSafeArea`): on a desktop window, the view as it is.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
