import Foundation

extension ImageNode: SemanticsNode {
    /// An image is labelled with its name (a symbol's name, an asset's); a decorative image is skipped.
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        guard let image, !image.isDecorative else { return [] }
        let label: String
        switch image.source {
        case .system(let name): label = name
        case .named(let name, _): label = name
        case .decoded(_, let name): label = name
        }
        return [SemanticsElement(id: builder.elementID(for: self), role: .image, label: label, traits: .isImage,
                                 frameNodes: [self])]
    }
}
