import Foundation

/// An app's body, evaluated as SwiftUI evaluates it: once, with the app's own `@State`, `@StateObject`,
/// `@Environment` and `@AppStorage` installed in a node that keeps them for the app's life, so that an object the
/// app makes is one object, shared by every window and command that the body hands it to.
@MainActor @_spi(Backend) public final class AppBody {
    /// The graph whose one node keeps the app's properties.
    private var graph: ViewGraph?
    /// The scenes the body describes.
    public fileprivate(set) var scenes: [WindowDescription] = []

    /// Evaluates `app`'s body with its properties installed.
    public init<A: App>(_ app: A) {
        DynamicPropertyLayout.propertyContainers.insert(ObjectIdentifier(A.self))
        let graph = ViewGraph(root: AppPropertiesHost(app: app, body: self))
        self.graph = graph
        graph.flush(through: .update)
    }
}

/// The view whose node keeps an app's properties: its body evaluates the app's body on the installed copy.
private struct AppPropertiesHost<A: App>: View {
    var app: A
    let body_: AppBody

    init(app: A, body: AppBody) {
        self.app = app
        self.body_ = body
    }

    var body: some View {
        body_.scenes = app.body.windowDescriptions
        return EmptyView()
    }
}
