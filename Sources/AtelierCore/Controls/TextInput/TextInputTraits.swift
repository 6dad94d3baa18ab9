import Foundation

// What a touch keyboard reads from a field on iOS. A desktop types on a hardware keyboard: these are
// accepted, kept in the environment, and change nothing.

/// The label of the Return key on a touch keyboard.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How a touch keyboard capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of touch keyboard a field asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field's content is, for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A content type of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
}

extension View {
    /// The Return key's label on a touch keyboard (no effect on a desktop).
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// How a touch keyboard capitalizes (no effect on a desktop).
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Turns autocorrection off (a desktop field does not autocorrect).
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Turns autocorrection off (deprecated name; a desktop field does not autocorrect).
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The kind of touch keyboard (no effect on a desktop).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The kind of content, for autofill (no effect on a desktop).
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
