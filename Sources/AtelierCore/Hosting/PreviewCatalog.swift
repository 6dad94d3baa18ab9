#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// One preview ready to render: where it was declared, its title, the size it is drawn at and its view.
@_spi(Backend) public struct PreviewEntry {
    /// The preview's name, or the file and line it was declared at.
    public let title: String
    /// The file it was declared in (`Module/File.swift`).
    public let fileID: String
    /// Its line there.
    public let line: Int
    /// The size it is drawn at, or nil for its view's ideal size.
    public let size: CGSize?
    /// Makes its view.
    public let makeView: @MainActor () -> AnyView
}

/// Every preview linked into the process: each `#Preview` and each `PreviewProvider` (one entry per view of
/// a provider's `previews`), found through the Swift runtime's protocol conformance records, as no list of
/// them exists anywhere else.
@_spi(Backend) @MainActor public enum PreviewCatalog {
    /// A device's screen in points (an iPhone 15's), where a preview sets no other layout.
    public static let deviceSize = CGSize(width: 393, height: 852)

    /// The previews, in file and line order.
    public static func all() -> [PreviewEntry] {
        var entries: [PreviewEntry] = []
        for type in ConformanceRecords.types(conformingTo: ["PreviewRegistry", "PreviewProvider"], inModule: "AtelierCore") {
            if let registry = type as? any PreviewRegistry.Type {
                entries.append(entry(registry))
            } else if let provider = type as? any PreviewProvider.Type {
                entries += Self.entries(provider)
            }
        }
        return entries.sorted { ($0.fileID, $0.line, $0.title) < ($1.fileID, $1.line, $1.title) }
    }

    private static func entry(_ registry: any PreviewRegistry.Type) -> PreviewEntry {
        let preview = registry.makePreview()
        var size: CGSize? = deviceSize
        var landscape = false
        for trait in preview.traits {
            switch trait.setting {
            case .defaultLayout: size = deviceSize
            case .sizeThatFits: size = nil
            case let .fixed(width, height): size = CGSize(width: width, height: height)
            case let .orientation(o): landscape = o.isLandscape
            }
        }
        if landscape, let s = size { size = CGSize(width: s.height, height: s.width) }
        let body = preview.body
        return PreviewEntry(title: preview.name ?? "\(registry.fileID):\(registry.line)", fileID: registry.fileID,
                            line: registry.line, size: size, makeView: { AnyView(body()) })
    }

    private static func entries<P: PreviewProvider>(_ provider: P.Type) -> [PreviewEntry] {
        let previews = P.previews
        let views: [any View] = (previews as? any MultiViewContent)?.flattenedElements().map(\.view) ?? [previews]
        let typeName = String(describing: provider)
        return views.enumerated().map { index, view in
            var content = view
            var layout = PreviewLayout.device, name: String?, landscape = false
            while let carrier = content as? any PreviewTraitsCarrier {
                let traits = carrier.previewTraits
                if let l = traits.layout { layout = l }
                if let n = traits.displayName { name = n }
                if let o = traits.orientation { landscape = o.isLandscape }
                content = carrier.previewContent
            }
            var size: CGSize?
            switch layout {
            case .device: size = landscape ? CGSize(width: deviceSize.height, height: deviceSize.width) : deviceSize
            case .sizeThatFits: size = nil
            case let .fixed(width, height): size = CGSize(width: width, height: height)
            }
            let title = name ?? (views.count > 1 ? "\(typeName) \(index + 1)" : typeName)
            // A provider has no #fileID: it sorts by its type's name.
            return PreviewEntry(title: title, fileID: typeName, line: index, size: size, makeView: { AnyView(view) })
        }
    }
}
