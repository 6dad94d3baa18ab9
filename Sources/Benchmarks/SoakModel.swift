import Atelier

/// The state the soak changes from outside its views: the rows on screen and the seconds an animation has run.
@MainActor @Observable final class SoakModel {
    /// The ids of the rows shown.
    var rows: [Int] = []
    /// The seconds hand of the animation's clock (0-59), shown in a Text, so that bodies are evaluated while it
    /// animates. Not the seconds since the start: every new text is a new entry in the text engine's cache
    /// (4,096 of them), and filling that by design reads as 7% growth over 100,000 frames.
    var seconds = 0
}
