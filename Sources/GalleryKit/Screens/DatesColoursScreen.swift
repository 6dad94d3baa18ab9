import Atelier

/// DatePicker in its compact, graphical and wheel styles, a MultiDatePicker's month, and ColorPickers with
/// and without opacity; all on a fixed calendar and time zone so the picture does not change with the day.
struct DatesColoursScreen: View {
    @State private var start = DatesColoursScreen.sample
    @State private var alarm = DatesColoursScreen.sample
    @State private var ink = Color(.sRGB, red: 0, green: 122 / 255, blue: 1)
    @State private var paper = Color(.sRGB, red: 1, green: 204 / 255, blue: 0)

    static var sample: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 9, minute: 41))!
    }

    var body: some View {
        VStack(spacing: 10) {
            DatePicker("Starts", selection: $start)
                .datePickerStyle(.compact)
            DatePicker("Date", selection: $start, in: DatesColoursScreen.sample..., displayedComponents: [.date, .hourAndMinute])
                .datePickerStyle(.graphical)
            DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .frame(height: 180)
                .clipped()
            ColorPicker("Ink", selection: $ink)
            ColorPicker("Paper", selection: $paper, supportsOpacity: false)
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .environment(\.calendar, Calendar(identifier: .gregorian))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

#Preview("DatePicker styles and ColorPicker", traits: .fixedLayout(width: 390, height: 844)) {
    DatesColoursScreen()
}
