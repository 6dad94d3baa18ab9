import Foundation

/// One generated test: a tree, the canvas it is hosted in, and the input it gets.
struct FuzzCase: Codable, Hashable, Sendable {
    var tree: FuzzTree
    var width: Double
    var height: Double
    var inputs: [FuzzInput]

    /// The printed program, with the host size and input in its comment.
    func swiftProgram(title: String) -> String {
        var comment = [title, "Hosted in \(FuzzTree.number(width))x\(FuzzTree.number(height)) points."]
        if !inputs.isEmpty { comment.append("Input: " + inputs.map(\.summary).joined(separator: "; ")) }
        return tree.swiftProgram(comment: comment)
    }
}
