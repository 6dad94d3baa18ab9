import Atelier

/// One screen of the gallery: a name, a title, the size it is drawn at and the view it shows.
public struct GalleryScreen {
    /// The screen's file name in the PNG gallery and its `--screen` argument.
    public let name: String
    /// What the screen shows, as the sidebar and index.html caption it.
    public let title: String
    /// The size the screen is drawn at, in points.
    public let size: CGSize
    /// The screen's content.
    public let view: AnyView
}
