import Foundation

// The system's types that programs name, with their place in the hierarchy, extensions and MIME types
// (identifiers and conformances as Apple's UniformTypeIdentifiers declares them).
extension UTType {
    static let systemTypes: [UTType] = [
        UTType(declared: "public.item", conformsTo: []),
        UTType(declared: "public.content", conformsTo: []),
        UTType(declared: "public.composite-content", conformsTo: ["public.content"]),
        UTType(declared: "public.data", conformsTo: ["public.item"]),
        UTType(declared: "public.directory", conformsTo: ["public.item"]),
        UTType(declared: "public.folder", conformsTo: ["public.directory"]),
        UTType(declared: "public.url", conformsTo: ["public.data"]),
        UTType(declared: "public.file-url", conformsTo: ["public.url"]),
        UTType(declared: "public.text", conformsTo: ["public.data", "public.content"]),
        UTType(declared: "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"]),
        UTType(declared: "public.utf8-plain-text", conformsTo: ["public.plain-text"]),
        UTType(declared: "public.utf16-plain-text", conformsTo: ["public.plain-text"]),
        UTType(declared: "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"]),
        UTType(declared: "public.html", conformsTo: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"]),
        UTType(declared: "public.xml", conformsTo: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"]),
        UTType(declared: "public.source-code", conformsTo: ["public.plain-text"]),
        UTType(declared: "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"], mimeTypes: ["text/x-swift"]),
        UTType(declared: "public.json", conformsTo: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"]),
        UTType(declared: "public.comma-separated-values-text", conformsTo: ["public.text"], extensions: ["csv"], mimeTypes: ["text/csv"]),
        UTType(declared: "public.tab-separated-values-text", conformsTo: ["public.text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
        UTType(declared: "net.daringfireball.markdown", conformsTo: ["public.plain-text"], extensions: ["md", "markdown"], mimeTypes: ["text/markdown"]),
        UTType(declared: "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"]),
        UTType(declared: "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"]),
        UTType(declared: "public.vcard", conformsTo: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"]),
        UTType(declared: "public.image", conformsTo: ["public.data", "public.content"]),
        UTType(declared: "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
        UTType(declared: "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"]),
        UTType(declared: "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"]),
        UTType(declared: "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"]),
        UTType(declared: "public.heic", conformsTo: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"]),
        UTType(declared: "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"]),
        UTType(declared: "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"]),
        UTType(declared: "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"]),
        UTType(declared: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"]),
        UTType(declared: "public.audiovisual-content", conformsTo: ["public.data", "public.content"]),
        UTType(declared: "public.movie", conformsTo: ["public.audiovisual-content"]),
        UTType(declared: "public.video", conformsTo: ["public.movie"]),
        UTType(declared: "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"]),
        UTType(declared: "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"]),
        UTType(declared: "public.audio", conformsTo: ["public.audiovisual-content"]),
        UTType(declared: "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
        UTType(declared: "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav"], mimeTypes: ["audio/wav"]),
        UTType(declared: "public.archive", conformsTo: ["public.data"]),
        UTType(declared: "public.zip-archive", conformsTo: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"]),
        UTType(declared: "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], extensions: ["gz"], mimeTypes: ["application/gzip"]),
        UTType(declared: "public.executable", conformsTo: ["public.item"]),
        UTType(declared: "com.apple.application", conformsTo: ["public.executable"]),
        UTType(declared: "public.font", conformsTo: ["public.data", "public.content"]),
        UTType(declared: "public.contact", conformsTo: ["public.data"]),
        UTType(declared: "public.calendar-event", conformsTo: ["public.data"], extensions: ["ics"], mimeTypes: ["text/calendar"]),
        UTType(declared: "public.email-message", conformsTo: ["public.data"], extensions: ["eml"], mimeTypes: ["message/rfc822"]),
        UTType(declared: "public.spreadsheet", conformsTo: ["public.data", "public.content"]),
        UTType(declared: "public.presentation", conformsTo: ["public.data", "public.content"]),
        UTType(declared: "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"]),
    ]

    private static func system(_ identifier: String) -> UTType {
        // Every name below is in `systemTypes`.
        UTType(identifier)!
    }

    /// A generic base type for most things (files, directories).
    public static var item: UTType { system("public.item") }
    /// A base type for anything containing user-viewable document content.
    public static var content: UTType { system("public.content") }
    /// A base type for content formats supporting mixed embedded content.
    public static var compositeContent: UTType { system("public.composite-content") }
    /// A base type for any sort of simple byte stream, including files and in-memory data.
    public static var data: UTType { system("public.data") }
    /// A type that represents a directory.
    public static var directory: UTType { system("public.directory") }
    /// A type that represents a folder the user sees.
    public static var folder: UTType { system("public.folder") }
    /// A type that represents a URL.
    public static var url: UTType { system("public.url") }
    /// A type that represents a URL to a file in the file system.
    public static var fileURL: UTType { system("public.file-url") }
    /// A base type for all text-encoded data.
    public static var text: UTType { system("public.text") }
    /// Text with no markup, in an unspecified encoding.
    public static var plainText: UTType { system("public.plain-text") }
    /// Unicode-encoded plain text in UTF-8.
    public static var utf8PlainText: UTType { system("public.utf8-plain-text") }
    /// Unicode-encoded plain text in UTF-16.
    public static var utf16PlainText: UTType { system("public.utf16-plain-text") }
    /// Rich Text Format data.
    public static var rtf: UTType { system("public.rtf") }
    /// HTML text.
    public static var html: UTType { system("public.html") }
    /// XML text.
    public static var xml: UTType { system("public.xml") }
    /// A base type for source code.
    public static var sourceCode: UTType { system("public.source-code") }
    /// Swift source code.
    public static var swiftSource: UTType { system("public.swift-source") }
    /// JavaScript Object Notation data.
    public static var json: UTType { system("public.json") }
    /// Comma-separated values.
    public static var commaSeparatedText: UTType { system("public.comma-separated-values-text") }
    /// Tab-separated values.
    public static var tabSeparatedText: UTType { system("public.tab-separated-values-text") }
    /// YAML data.
    public static var yaml: UTType { system("public.yaml") }
    /// A property list.
    public static var propertyList: UTType { system("com.apple.property-list") }
    /// A binary property list.
    public static var binaryPropertyList: UTType { system("com.apple.binary-property-list") }
    /// vCard data.
    public static var vCard: UTType { system("public.vcard") }
    /// A base type for images.
    public static var image: UTType { system("public.image") }
    /// A PNG image.
    public static var png: UTType { system("public.png") }
    /// A JPEG image.
    public static var jpeg: UTType { system("public.jpeg") }
    /// A GIF image.
    public static var gif: UTType { system("com.compuserve.gif") }
    /// A TIFF image.
    public static var tiff: UTType { system("public.tiff") }
    /// A HEIC image.
    public static var heic: UTType { system("public.heic") }
    /// A WebP image.
    public static var webP: UTType { system("org.webmproject.webp") }
    /// A Windows bitmap image.
    public static var bmp: UTType { system("com.microsoft.bmp") }
    /// A scalable vector graphics image.
    public static var svg: UTType { system("public.svg-image") }
    /// A PDF document.
    public static var pdf: UTType { system("com.adobe.pdf") }
    /// A base type for audio and video.
    public static var audiovisualContent: UTType { system("public.audiovisual-content") }
    /// A base type for media formats that may contain both video and audio.
    public static var movie: UTType { system("public.movie") }
    /// A base type for video without audio.
    public static var video: UTType { system("public.video") }
    /// An MPEG-4 movie.
    public static var mpeg4Movie: UTType { system("public.mpeg-4") }
    /// A QuickTime movie.
    public static var quickTimeMovie: UTType { system("com.apple.quicktime-movie") }
    /// A base type for audio.
    public static var audio: UTType { system("public.audio") }
    /// MP3 audio.
    public static var mp3: UTType { system("public.mp3") }
    /// Waveform audio.
    public static var wav: UTType { system("com.microsoft.waveform-audio") }
    /// A base type for archives.
    public static var archive: UTType { system("public.archive") }
    /// A zip archive.
    public static var zip: UTType { system("public.zip-archive") }
    /// A GNU zip archive.
    public static var gzip: UTType { system("org.gnu.gnu-zip-archive") }
    /// A base type for executables.
    public static var executable: UTType { system("public.executable") }
    /// An application.
    public static var application: UTType { system("com.apple.application") }
    /// A base type for fonts.
    public static var font: UTType { system("public.font") }
    /// A base type for contact information.
    public static var contact: UTType { system("public.contact") }
    /// A calendar event.
    public static var calendarEvent: UTType { system("public.calendar-event") }
    /// An email message.
    public static var emailMessage: UTType { system("public.email-message") }
    /// A base type for spreadsheet documents.
    public static var spreadsheet: UTType { system("public.spreadsheet") }
    /// A base type for presentation documents.
    public static var presentation: UTType { system("public.presentation") }
}
