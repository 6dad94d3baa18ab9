import Foundation

extension RootNode: SafeAreaDeclaring {
    /// The host's insets (`ViewGraph.safeAreaInsets`) in the whole window, for the program's view; the views
    /// presented over it (menus, tooltips, sheets) fill the window and declare nothing.
    func safeAreaDeclaration(for child: ViewNode) -> SafeAreaDeclaration? {
        let insets = graph.safeAreaInsets
        guard child !== overlayChild, insets != EdgeInsets() else { return nil }
        return SafeAreaDeclaration(bounds: CGRect(origin: .zero, size: frame.size), insets: insets)
    }
}
