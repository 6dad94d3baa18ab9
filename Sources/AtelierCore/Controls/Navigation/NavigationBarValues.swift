import Foundation

/// What a level's content sets for its navigation bar: the title and how it shows, whether the back button
/// hides, the toolbar's items and the bar's background.
struct NavigationBarValues: Equatable {
    let title: NavigationTitleValue?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let backHidden: Bool
    let toolbar: [ToolbarEntry]
    let background: NavigationBarBackground

    @MainActor init(of content: PreferenceSource) {
        title = content.value(NavigationTitlePreference.self)
        displayMode = content.value(NavigationTitleDisplayModePreference.self)
        backHidden = content.value(NavigationBackButtonHiddenPreference.self)
        toolbar = content.value(ToolbarPreference.self)
        background = content.value(NavigationBarBackgroundPreference.self)
    }
}
