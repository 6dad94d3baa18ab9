import Atelier

/// One screen of the gallery: a name, a title, the size it is drawn at and the view it shows.
public struct GalleryScreen {
    public let name: String
    public let title: String
    public let size: CGSize
    public let view: AnyView
}
