import Atelier

/// Two columns in an HStack.
struct LayoutGridDoubleColumn: View {
    var body: some View { HStack { LayoutGridColumn(); LayoutGridColumn() } }
}
