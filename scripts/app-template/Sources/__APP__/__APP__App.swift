import Atelier
import __APP__Kit

/// The app: one window showing ContentView. `swift run __APP__` opens it; without a display,
/// `swift run __APP__ --snapshot window.png` renders it to a file.
@main
struct __APP__App: App {
    var body: some Scene {
        WindowGroup("__NAME__") {
            ContentView()
        }
        .defaultSize(width: 420, height: 360)
    }
}
