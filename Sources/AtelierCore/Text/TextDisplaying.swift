import Foundation

/// A node that shows a string: a Text, a text field. Inspection (`textItems`) lists them all.
@MainActor protocol TextDisplaying: ViewNode {
    /// The string as shown.
    var displayedString: String { get }
}
