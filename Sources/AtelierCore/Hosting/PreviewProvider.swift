/// A type that declares previews the older way: `static var previews: some View`. `atelier-preview` renders
/// each provider linked into it, laid out by its `previewLayout`.
@MainActor public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
