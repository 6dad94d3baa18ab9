import Foundation

extension ViewThatFitsCandidateNode: DrawingNode {
    /// The candidate's content while it is the one shown; nothing otherwise.
    func draw(into list: inout DisplayList) {
        if isChosen { drawChildren(into: &list) }
    }
}
