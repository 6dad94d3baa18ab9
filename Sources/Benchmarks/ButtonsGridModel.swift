import Atelier

/// The one label of the buttons grid that changes: the first cell's, read only by that cell's body.
@MainActor @Observable final class ButtonsGridModel {
    var firstLabel = "#1"
}
