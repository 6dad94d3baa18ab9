/// The pieces of a text AT-SPI's Text interface reads by: characters, words, sentences, lines and
/// paragraphs, in Unicode scalars. Minimal rules (a word is a run of letters and digits, a sentence ends at
/// ".", "!" or "?" followed by a space, a line and a paragraph end at a line break), enough for a screen
/// reader to read a field by word and by line.
enum TextBoundaries {
    enum Unit { case character, word, sentence, line }

    /// AT-SPI's granularities (GetStringAtOffset): 0 char, 1 word, 2 sentence, 3 line, 4 paragraph.
    static func unit(granularity: UInt32) -> Unit? {
        switch granularity {
        case 0: return .character
        case 1: return .word
        case 2: return .sentence
        case 3, 4: return .line
        default: return nil
        }
    }

    /// AT-SPI's boundary types (GetTextAtOffset and friends): 0 char, 1-2 word, 3-4 sentence, 5-6 line.
    static func unit(boundary: UInt32) -> Unit? {
        switch boundary {
        case 0: return .character
        case 1, 2: return .word
        case 3, 4: return .sentence
        case 5, 6: return .line
        default: return nil
        }
    }

    /// The text cut into consecutive segments of `unit`, covering it: a word with the spaces after it, a
    /// sentence with its spaces, a line with its line break.
    static func segments(_ text: [Unicode.Scalar], _ unit: Unit) -> [Range<Int>] {
        guard !text.isEmpty else { return [] }
        var starts = [0]
        for i in 1..<text.count {
            let previous = text[i - 1], current = text[i]
            let isStart: Bool
            switch unit {
            case .character: isStart = true
            case .word: isStart = isWordCharacter(current) && !isWordCharacter(previous)
            case .sentence: isStart = previous == "\n" || (!isSpace(current) && i >= 2 && isSpace(previous) && endsSentence(text, before: i))
            case .line: isStart = previous == "\n"
            }
            if isStart { starts.append(i) }
        }
        return zip(starts, starts.dropFirst() + [text.count]).map { $0..<$1 }
    }

    /// The segment of `unit` at `offset` and the one before or after it (`shift` -1, 0, 1); an offset at the
    /// end reads as the last segment. Nil when there is none.
    static func segment(_ text: [Unicode.Scalar], _ unit: Unit, at offset: Int, shift: Int = 0) -> Range<Int>? {
        let all = segments(text, unit)
        guard !all.isEmpty else { return nil }
        let clamped = min(max(0, offset), text.count)
        let index = all.firstIndex { $0.contains(clamped) } ?? all.count - 1
        let wanted = index + shift
        return all.indices.contains(wanted) ? all[wanted] : nil
    }

    /// A segment without the spaces or line break after it (GetStringAtOffset's word, sentence, line).
    static func trimmed(_ text: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(text[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    static func isWordCharacter(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil || s == "_" || s == "'"
            || s.properties.generalCategory == .nonspacingMark
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }

    /// Whether the spaces before `index` follow a sentence's end.
    private static func endsSentence(_ text: [Unicode.Scalar], before index: Int) -> Bool {
        var i = index - 1
        while i >= 0, isSpace(text[i]) { if text[i] == "\n" { return true }; i -= 1 }
        return i >= 0 && [".", "!", "?", "\u{2026}"].contains(text[i])
    }
}
