import Foundation

/// List-like content that can tell how many elements it has and make any one of them alone: a lazy
/// container asks it only for the elements in view, never running the content closure for the rest.
@MainActor protocol IndexedListContent {
    /// How many elements the content has.
    var elementCount: Int { get }
    /// The identity of the element at `index` (0-based), without making its view.
    func elementID(at index: Int) -> AnyHashable
    /// Makes the element at `index` (0-based), running the content closure for it alone.
    func element(at index: Int) -> ViewListElement
    /// The index of the element with identity `id`, found through the data (no view is made).
    func index(ofID id: AnyHashable) -> Int?
}
