import Foundation
import Atelier

/// A device's screen around a view, for `TestHost.Device.imageRenderer(content:)`: the screen's size, its safe
/// area insets declared for the content (which is laid out inside them and may ignore them), and the system
/// background under all of it.
struct DeviceScreen<Content: View>: View {
    let content: Content
    let device: TestHost.Device

    var body: some View {
        ZStack {
            Color(uiColor: .systemBackground).ignoresSafeArea()
            content
        }
        ._safeAreaInsets(device.safeAreaInsets)
        .frame(width: device.size.width, height: device.size.height)
    }
}
