import Foundation

/// What a navigation bar shows behind its items. At the top of its content (where Atelier's bars always
/// are: content never scrolls under them) an iOS bar is transparent and shows the content's own
/// background, a grouped List's grey; `toolbarBackground(.visible, for: .navigationBar)` makes it draw
/// its style (the bar material by default) with a hairline below.
struct NavigationBarBackground: Equatable {
    var style: AnyShapeStyle?
    var visibility = Visibility.automatic

    static func == (a: NavigationBarBackground, b: NavigationBarBackground) -> Bool {
        a.visibility == b.visibility && ViewEquality.equal(a.style as Any, b.style as Any)
    }
}

/// The bar background the level's content asks for: of siblings, the later setting of each part wins (a
/// view's own `toolbarBackground` yields to one inside it).
struct NavigationBarBackgroundPreference: PreferenceKey {
    static let defaultValue = NavigationBarBackground()
    static func reduce(value: inout NavigationBarBackground, nextValue: () -> NavigationBarBackground) {
        let next = nextValue()
        if next.style != nil { value.style = next.style }
        if next.visibility != .automatic { value.visibility = next.visibility }
    }
}

/// A List's background with its bounds: it shows through the bar of the level whose content it fills
/// from the top.
struct ScrollEdgeBackground {
    let color: Color
    let bounds: Anchor<CGRect>
}

/// The first List background of a level's content, with where the list is.
struct ScrollEdgeBackgroundPreference: PreferenceKey {
    static let defaultValue: ScrollEdgeBackground? = nil
    static func reduce(value: inout ScrollEdgeBackground?, nextValue: () -> ScrollEdgeBackground?) {
        if value == nil { value = nextValue() }
    }
}

/// The colour that shows through a level's bar: a List's background when the list starts at the top of
/// the level's content, else none (the level's system background).
struct ScrollEdgeColorPreference: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        if value == nil { value = nextValue() }
    }
}
