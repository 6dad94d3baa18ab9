import Foundation

/// Which processes may see a registered representation; everything is visible to the app itself here.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// Values carried by a drag or a drop for `onDrag` and `onDrop`: registered content types, each loaded on
/// demand. (Foundation's class on Apple platforms; Linux's Foundation has none, so CoreTransferable
/// provides it.)
open class NSItemProvider: @unchecked Sendable {
    /// A completion handler receiving a loaded item.
    public typealias CompletionHandler = (NSSecureCoding?, (any Error)?) -> Void

    private var offers: [TransferOffer] = []
    /// What the provider offers, in order.
    @_spi(Backend) public var transferOffers: [TransferOffer] { offers }
    /// A name for the provided item, such as a file name.
    open var suggestedName: String?

    /// Creates an empty provider.
    public init() {}

    /// A provider offering a transferable value (a string, a URL, a program's type).
    @_spi(Backend) public convenience init<T: Transferable>(transferable item: T) {
        self.init()
        registerTransferable(item)
    }

    /// A provider offering a string.
    public convenience init(object: NSString) { self.init(transferable: object as String) }

    /// A provider offering a URL.
    public convenience init(object: NSURL) { self.init(transferable: object as URL) }

    /// A provider offering a file's contents; nil when the URL is nil.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init()
        offers.append(TransferOffer(file: fileURL))
        suggestedName = fileURL.lastPathComponent
    }

    /// A provider over an offer (a drag's value, a file or text from the desktop).
    @_spi(Backend) public convenience init(offer: TransferOffer) {
        self.init()
        offers.append(offer)
        suggestedName = offer.suggestedName
    }

    /// Offers a transferable value in every way its type exports it.
    @_spi(Backend) open func registerTransferable<T: Transferable>(_ item: T) {
        let offer = TransferOffer(item)
        offers.append(offer)
        if suggestedName == nil { suggestedName = offer.suggestedName }
    }

    /// Offers bytes of a content type, made by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        let type = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
        offers.append(TransferOffer(contentTypes: [type], suggestedName: nil) { _ in
            var result: (Data?, (any Error)?) = (nil, TransferError.noMatchingRepresentation)
            _ = loadHandler { data, error in result = (data, error) }
            guard let data = result.0 else { throw result.1 ?? TransferError.noMatchingRepresentation }
            return .data(data)
        })
    }

    /// The identifiers of the content types offered, preferred first.
    open var registeredTypeIdentifiers: [String] { offers.flatMap { $0.contentTypes.map(\.identifier) } }

    /// The content types offered, preferred first.
    open var registeredContentTypes: [UTType] { offers.flatMap(\.contentTypes) }

    /// Whether a content type conforming to the identifier's is offered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let type = UTType(typeIdentifier) else { return registeredTypeIdentifiers.contains(typeIdentifier) }
        return offers.contains { $0.conforms(to: [type]) }
    }

    /// Whether a content type conforming to the identifier's is offered (file options are not told apart here).
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether the provider can make a value of `type`.
    open func canLoadObject<T: Transferable>(ofClass type: T.Type) -> Bool { offers.contains { $0.canLoad(type) } }

    /// Loads a value of a transferable type (a string, a URL); the handler runs when it is ready.
    @discardableResult
    open func loadObject<T: Transferable>(ofClass type: T.Type,
                                          completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        loadTransferable(type: type) { result in
            switch result {
            case .success(let value): completionHandler(value, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads a value of a transferable type; the handler runs when it is ready.
    @discardableResult
    open func loadTransferable<T: Transferable>(type: T.Type,
                                                completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let load = offers.lazy.compactMap({ $0.loader(for: type) }).first else {
            completionHandler(.failure(TransferError.noMatchingRepresentation))
            return progress
        }
        TransferRun.start {
            do { completionHandler(.success(try await load())) } catch { completionHandler(.failure(error)) }
            progress.completedUnitCount = 1
        }
        return progress
    }

    /// Loads the bytes of a content type conforming to the identifier's.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let type = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
        guard let offer = offers.first(where: { $0.conforms(to: [type]) }) else {
            completionHandler(nil, TransferError.noMatchingRepresentation)
            return progress
        }
        TransferRun.start {
            do { completionHandler(try await offer.payload(conformingTo: type).bytes(), nil) } catch { completionHandler(nil, error) }
            progress.completedUnitCount = 1
        }
        return progress
    }

    /// Loads the item of a content type: text as an NSString, a URL or file URL as an NSURL, anything else as
    /// its bytes (NSData).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: CompletionHandler? = nil) {
        let type = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
        let handler = UncheckedHandler(call: completionHandler)
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { handler.call?(nil, error); return }
            let text = String(decoding: data, as: UTF8.self)
            if type.conforms(to: .url), let url = URL(string: text) { handler.call?(url as NSURL, nil) }
            else if type.conforms(to: .text) { handler.call?(text as NSString, nil) }
            else { handler.call?(data as NSData, nil) }
        }
    }
}

private struct UncheckedHandler: @unchecked Sendable {
    let call: NSItemProvider.CompletionHandler?
}
