import Foundation

extension View {
    /// Sets how the view's content changes in animated updates: accepted; the content changes at once.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
