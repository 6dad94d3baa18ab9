/// The figures `make benchmark` ends with, one line per scene: Atelier's, the reference's and their ratio.
@MainActor enum BenchmarkSummary {
    private static var rows: [(scene: String, atelier: String, reference: String, ratio: String)] = []

    /// Adds a scene compared with a reference (the ratio is Atelier / reference: under 1 is faster).
    static func add(_ scene: String, atelier: Double, reference: Double, referenceName: String, unit: String = "ms") {
        rows.append((scene, format(atelier, unit), "\(format(reference, unit)) (\(referenceName))",
                     String(format: "%.2fx", atelier / reference)))
    }

    /// Adds a figure with no reference.
    static func add(_ scene: String, figure: String) {
        rows.append((scene, figure, "-", "-"))
    }

    static func format(_ value: Double, _ unit: String) -> String {
        unit == "ms" ? String(format: value < 10 ? "%.2f ms" : "%.1f ms", value) : "\(Int(value.rounded())) \(unit)"
    }

    /// Prints the table, columns padded to their widest cell.
    static func printTable() {
        let header = (scene: "scene", atelier: "Atelier", reference: "reference", ratio: "ratio (Atelier / reference)")
        let all = [header] + rows
        let widths = (all.map(\.scene.count).max()!, all.map(\.atelier.count).max()!, all.map(\.reference.count).max()!)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        print("")
        print("summary:")
        for row in all {
            print("  \(pad(row.scene, widths.0))  \(pad(row.atelier, widths.1))  \(pad(row.reference, widths.2))  \(row.ratio)")
        }
    }
}
