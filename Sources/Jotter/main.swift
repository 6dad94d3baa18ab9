// Jotter, the example desktop application: `swift run Jotter [FILE...]` opens its window (or the files given);
// `Jotter --snapshot FILE.png [WxH]` renders the first window headless.
import Atelier
import JotterKit

MainActor.assumeIsolated {
    JotterApp.main()
}
