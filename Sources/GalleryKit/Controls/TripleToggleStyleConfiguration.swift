import Atelier

/// What a TripleToggleStyle gets to draw with: the state, writable so the style can change it, and the label.
struct TripleToggleStyleConfiguration {
    @Binding var tripleState: TripleState
    var label: Text
}
