import Foundation

extension Text {
    /// A predefined style used to display a `Date`. Atelier formats relative, offset and timer styles when the
    /// text is made (each time the body showing it is evaluated), rather than updating them every second.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// A style displaying only the time component for a date ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now ("2:32", "36:59:01").
        public static let timer = DateStyle(kind: .timer)

        /// The date as this style writes it, `now` being the present.
        func format(_ date: Date, relativeTo now: Date) -> String {
            switch kind {
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: LocalizedFormatting.locale,
                                                       timeZone: .current))
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: LocalizedFormatting.locale,
                                                       timeZone: .current))
            case .relative:
                return Self.units(from: now, to: date).prefix(2).map(Self.spelled).joined(separator: ", ")
            case .offset:
                let largest = Self.units(from: now, to: date).first ?? (0, "second")
                return (date < now ? "-" : "+") + Self.spelled(largest)
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            }
        }

        /// The calendar units between two dates, largest first, leaving out those that are zero.
        private static func units(from a: Date, to b: Date) -> [(Int, String)] {
            let (start, end) = a < b ? (a, b) : (b, a)
            let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day, .hour, .minute, .second],
                                                                        from: start, to: end)
            let all = [(parts.year ?? 0, "year"), (parts.month ?? 0, "month"), (parts.day ?? 0, "day"),
                       (parts.hour ?? 0, "hour"), (parts.minute ?? 0, "minute"), (parts.second ?? 0, "second")]
            let nonzero = all.filter { $0.0 != 0 }
            return nonzero.isEmpty ? [(0, "second")] : nonzero
        }

        private static func spelled(_ unit: (Int, String)) -> String {
            "\(unit.0) \(unit.1)\(unit.0 == 1 ? "" : "s")"
        }
    }

    /// Creates a text view that displays a date in a predefined style.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, relativeTo: Date()))
    }
}
