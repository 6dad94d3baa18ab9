import Atelier

/// Raster images at their own size and resized with each interpolation and rendering mode.
struct ImagesScreen: View {
    var body: some View {
        HStack(spacing: 20) {
            Image("sample", bundle: SampleImage.bundle)
            Image("sample", bundle: SampleImage.bundle).resizable().interpolation(.none).frame(width: 80, height: 80)
            Image("sample", bundle: SampleImage.bundle).resizable().interpolation(.high).frame(width: 80, height: 80)
            Image("sample", bundle: SampleImage.bundle).renderingMode(.template).resizable().frame(width: 80, height: 80)
                .foregroundColor(.purple)
        }
        .padding()
    }
}

#Preview("Raster images: resizable, interpolation, template", traits: .fixedLayout(width: 390, height: 200)) {
    ImagesScreen()
}
