import Foundation

// An engine that knows only sizes (the estimating engine of tests without a backend) edits as if the text
// were one line of characters of equal width.
extension TextEngine {
    public func lines(of layout: TextLayout) -> [TextLineGeometry] {
        let count = layout.displayedString.utf8.count
        return [TextLineGeometry(range: 0..<count, frame: CGRect(origin: .zero, size: layout.size), baseline: layout.firstBaseline)]
    }

    public func caretX(at offset: Int, line: Int, of layout: TextLayout) -> CGFloat {
        let string = layout.displayedString
        let characters = max(1, string.count)
        let prefix = String(string.utf8.prefix(max(0, offset))) ?? ""
        return layout.size.width * CGFloat(prefix.count) / CGFloat(characters)
    }

    public func offset(atX x: CGFloat, line: Int, of layout: TextLayout) -> Int {
        let string = layout.displayedString
        guard !string.isEmpty, layout.size.width > 0 else { return 0 }
        let position = Int((x / layout.size.width * CGFloat(string.count)).rounded())
        let clamped = max(0, min(string.count, position))
        return string.prefix(clamped).utf8.count
    }

    public func offset(movingVisuallyFrom offset: Int, right: Bool, of layout: TextLayout) -> Int? {
        let string = layout.displayedString
        let characters = string.count
        let prefix = (String(string.utf8.prefix(max(0, offset))) ?? "").count
        let target = prefix + (right ? 1 : -1)
        guard target >= 0, target <= characters else { return nil }
        return string.prefix(target).utf8.count
    }
}
