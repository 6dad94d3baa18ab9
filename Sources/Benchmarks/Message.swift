import Atelier

/// One message of the message list: an author (a name and a colour), a time and a text of 25 to 322
/// characters, generated deterministically from a seed.
struct Message {
    static let authors: [(name: String, color: Color)] = [("Alice", .blue), ("Bob", .green), ("Charlotte", .purple)]
    static let times = ["9:41 AM", "10:02 AM", "11:15 AM", "1:30 PM", "4:59 PM"]

    let id: Int
    let author: Int
    let time: String
    let text: String

    /// `count` messages; another seed gives other texts.
    static func list(count: Int, seed: UInt64) -> [Message] {
        var source = WordSource(seed: seed)
        return (0..<count).map { index in
            Message(id: index, author: source.next(authors.count), time: times[source.next(times.count)],
                    text: source.text(length: 25 + source.next(322 - 25 + 1)))
        }
    }
}
