import Atelier

/// The gallery's screens: the seed articles' controls and styles first, then one per area of the engine.
@MainActor public enum GalleryScreens {
    public static let all: [GalleryScreen] = [
        GalleryScreen(name: "buttons", title: "Button styles: long press, pressed, sizes, roles", size: CGSize(width: 390, height: 700),
                      view: AnyView(ButtonStylesScreen())),
        GalleryScreen(name: "toggles", title: "Toggles and ToggleStyles", size: CGSize(width: 390, height: 640),
                      view: AnyView(ToggleStylesScreen())),
        GalleryScreen(name: "triple-toggle", title: "TripleToggle: a custom control, three styles", size: CGSize(width: 390, height: 580),
                      view: AnyView(TripleToggleScreen())),
        GalleryScreen(name: "lists", title: "Lists, row buttons, EditButton, triggers", size: CGSize(width: 390, height: 540),
                      view: AnyView(ListsScreen())),
        GalleryScreen(name: "cards", title: "Card and CardStyle, Cardify and Pie", size: CGSize(width: 390, height: 600),
                      view: AnyView(CardsScreen())),
        GalleryScreen(name: "later-work", title: "Tasks, main-queue hand-offs and timers", size: CGSize(width: 390, height: 260),
                      view: AnyView(LaterWorkScreen())),
        GalleryScreen(name: "stacks", title: "Stacks, spacers and frames", size: CGSize(width: 390, height: 300),
                      view: AnyView(StacksScreen())),
        GalleryScreen(name: "shapes", title: "Shapes, fills and strokes", size: CGSize(width: 390, height: 300),
                      view: AnyView(ShapesScreen())),
        GalleryScreen(name: "gradients", title: "Gradients", size: CGSize(width: 390, height: 220),
                      view: AnyView(GradientsScreen())),
        GalleryScreen(name: "text", title: "Text in several scripts", size: CGSize(width: 390, height: 320),
                      view: AnyView(TextScreen())),
        GalleryScreen(name: "symbols", title: "Symbols and labels", size: CGSize(width: 390, height: 220),
                      view: AnyView(SymbolsScreen())),
        GalleryScreen(name: "effects", title: "Effects", size: CGSize(width: 390, height: 320),
                      view: AnyView(EffectsScreen())),
        GalleryScreen(name: "images", title: "Raster images: resizable, interpolation, template", size: CGSize(width: 390, height: 200),
                      view: AnyView(ImagesScreen())),
        GalleryScreen(name: "seed-shapes", title: "The seeds' shapes: Pie, knob, dashboard, flip", size: CGSize(width: 390, height: 420),
                      view: AnyView(SeedShapesScreen())),
        GalleryScreen(name: "canvas", title: "Canvas and TimelineView", size: CGSize(width: 390, height: 330),
                      view: AnyView(CanvasScreen())),
    ]
}
