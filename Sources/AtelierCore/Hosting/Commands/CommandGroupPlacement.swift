import Foundation

/// The standard locations that you can place new command groups relative to: each names a group of the
/// standard menus (the application menu, File, Edit, Format, View, Window, Help).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// Placement for commands that present information about the app (About).
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Placement for commands that expose app settings and preferences (Settings…).
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Placement for commands that expose services other apps provide.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Placement for commands that control the visibility of running apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Placement for commands that result in app termination (Quit).
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Placement for commands that create and open different kinds of documents (New Window).
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Placement for commands that save open documents and close windows (Close Window).
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Placement for commands that relate to importing and exporting data using formats that the app doesn't natively support.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Placement for commands related to printing app content.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Placement for commands that control the Undo Manager.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Placement for commands that interact with the Clipboard and manipulate content that is currently selected in the app's view hierarchy.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Placement for commands that manipulate and transform text selections.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Placement for commands that manipulate and transform the styles applied to text selections.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Placement for commands that manage a window's toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Placement for commands that control the app's sidebar and full-screen modes.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Placement for commands that control the size of the window.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Placement for commands that arrange all of an app's windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Placement for commands that describe open windows, or windows the app can open.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Placement for commands that describe single windows the app can open (the `Window` scenes).
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Placement for commands that present documentation and helpful information to people.
    public static let help = CommandGroupPlacement(name: "help")
}
