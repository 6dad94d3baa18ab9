import Foundation
@_spi(Backend) import AtelierCore
import Atelier

/// With ATELIER_PROBE=storage, settings kept with `@AppStorage` (AppStorageExitTests): a button in the top half
/// of the window that bumps "count", a field in the bottom half bound to "name".
struct StorageProbeView: View {
    @AppStorage("count") private var count = 0
    @AppStorage("name") private var name = ""

    var body: some View {
        VStack(spacing: 0) {
            Button { count += 1 } label: {
                Text("Bump \(count)").frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .frame(height: 130)
            TextField("Name", text: $name)
                .frame(height: 130)
        }
        .frame(width: 400, height: 260)
    }
}

/// The probe's modes without a window: ATELIER_PROBE=storage-print prints what the settings hold and exits;
/// ATELIER_PROBE=storage-hammer rewrites them without end, each generation a large value of one digit, flushed
/// at once (the test kills it in the middle and reads the file).
enum StorageProbeModes {
    @MainActor static func run(_ mode: String?) {
        switch mode {
        case "storage-print":
            let defaults = UserDefaults.standard
            print("count=\(defaults.integer(forKey: "count")) name=\(defaults.string(forKey: "name") ?? "")")
            exit(0)
        case "storage-hammer":
            let generation = AppStorage(wrappedValue: 0, "generation")
            let blob = AppStorage(wrappedValue: "", "blob")
            var i = generation.wrappedValue
            while true {
                i += 1
                blob.wrappedValue = String(repeating: String(i % 10), count: 1_000_000)
                generation.wrappedValue = i
                UserDefaultsDurability.flush()
                FileHandle.standardOutput.write(Data("flushed \(i)\n".utf8))
            }
        default:
            return
        }
    }
}
