import Atelier

/// A sign-up form of text inputs: a name, an e-mail address, a password, a number and a multi-line note.
/// Tab moves through the fields, Return submits, and the summary below shows what the bindings hold.
struct SignUpFormScreen: View {
    enum Field: Hashable { case name, email, password, age, note }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var age = 30
    @State private var note = "Anything we should know?"
    @State private var submissions = 0
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            TitledSample("Name and e-mail (rounded border)") {
                VStack(spacing: 8) {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        .textContentType(.name)
                    TextField("Email", text: $email, prompt: Text("name@example.com"))
                        .focused($focus, equals: .email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                }
                .textFieldStyle(.roundedBorder)
            }
            TitledSample("Password (drawn as bullets, never copied)") {
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .textFieldStyle(.roundedBorder)
            }
            TitledSample("Age (a number: parsed when editing ends)") {
                TextField("Age", value: $age, format: .number)
                    .focused($focus, equals: .age)
                    .textFieldStyle(.roundedBorder)
                    .frame(width: 120)
            }
            TitledSample("A note (TextEditor: wraps and scrolls)") {
                TextEditor(text: $note)
                    .focused($focus, equals: .note)
                    .frame(height: 90)
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5))
            }
            Text(verbatim: "\(name.isEmpty ? "—" : name) · \(email.isEmpty ? "—" : email) · \(password.count) characters · age \(age) · sent \(submissions)×")
                .font(.footnote)
                .foregroundStyle(.secondary)
            HStack {
                Button("Sign up") { submissions += 1 }
                    .buttonStyle(.borderedProminent)
                Button("Clear") {
                    name = ""; email = ""; password = ""; note = ""
                    focus = .name
                }
                .buttonStyle(.bordered)
            }
        }
        .onSubmit {
            // Return moves on to the next field, as sign-up forms do; on the last one it signs up.
            switch focus {
            case .name: focus = .email
            case .email: focus = .password
            case .password: focus = .age
            default: submissions += 1
            }
        }
        .padding()
    }
}

#Preview("Sign-up form: text fields, secure field, number field, editor", traits: .fixedLayout(width: 390, height: 560)) {
    SignUpFormScreen()
}
