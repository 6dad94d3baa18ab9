import Atelier

/// The state the soak changes from outside its views: the rows on screen and the seconds an animation has run.
@MainActor @Observable final class SoakModel {
    /// The ids of the rows shown.
    var rows: [Int] = []
    /// Whole seconds of animation so far, shown in a Text, so that bodies are evaluated while it animates.
    var seconds = 0
}
