import Foundation
@_spi(Backend) import AtelierCore

extension Image: Transferable {
    /// An image is dragged, copied and shared as a PNG of it, drawn at 2x.
    public static var transferRepresentation: some TransferRepresentation<Image> {
        DataRepresentation(exportedContentType: .png) { image in
            try await MainActor.run {
                let renderer = ImageRenderer(content: image)
                renderer.scale = 2
                guard let data = renderer.pngData() else { throw TransferError.unreadable(.png) }
                return data
            }
        }
    }
}
