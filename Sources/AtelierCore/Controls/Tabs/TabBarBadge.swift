import Foundation

/// A tab's badge as a tab bar draws it: white text in a red capsule at least 18 points across.
struct TabBarBadge: View {
    let text: Text

    var body: some View {
        text
            .font(.system(size: 13))
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color(uiColor: .systemRed)))
    }
}
