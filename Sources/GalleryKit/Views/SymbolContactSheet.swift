@_spi(Backend) import Atelier

/// SF Symbols names drawn with their names under them: the sheet to look over when checking that each name
/// draws the glyph it stands for.
public struct SymbolContactSheet: View {
    /// Cells a row.
    public static let columns = 12
    /// The sheet's width in points.
    public static let width: CGFloat = CGFloat(columns) * 100

    /// The names on the sheet.
    let names: [String]

    /// A sheet of every name Atelier knows.
    public init() { names = Image.knownSystemNames }

    /// A sheet of these names.
    public init(names: [String]) { self.names = names }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<(names.count + Self.columns - 1) / Self.columns, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(row * Self.columns..<min(names.count, (row + 1) * Self.columns), id: \.self) { i in
                        VStack(spacing: 4) {
                            Image(systemName: names[i]).font(.title2).frame(height: 30)
                            Text(names[i]).font(.system(size: 8)).lineLimit(2).multilineTextAlignment(.center)
                        }
                        .frame(width: 100, height: 64)
                        .border(Color(white: 0.9))
                    }
                }
            }
        }
        .background(Color.white)
    }
}
