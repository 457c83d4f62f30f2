import Models

/// One thing a user (or the world around the app) does in a random sequence.
enum UserOperation: Equatable, Sendable, CustomStringConvertible {
    /// Which store a save failure is planted in.
    enum Store: String, Sendable {
        case tasks
        case contacts
    }

    /// Shows the Todo tab, types the text and taps "Add" (which does nothing while disabled).
    case addTodo(String)
    /// Shows the Todo tab, swipes task row `row` and taps `action`.
    case swipeTodo(row: Int, action: String)
    /// Taps the button titled so in the alert or sheet on top.
    case chooseAlert(String)
    /// Shows the Contacts tab and taps "Add".
    case openNewContact
    /// Types both names in New Contact and taps "Done".
    case submitNewContact(firstName: String, lastName: String)
    /// Taps "Cancel" in New Contact.
    case cancelNewContact
    /// Shows the Contacts tab and taps "Import" (which does nothing while disabled).
    case tapImport
    /// The directory answers its oldest waiting request.
    case directoryAnswers(DirectoryAnswer)
    /// The next save of the store fails.
    case failNextSave(Store)
    /// The app is torn down and started again on the same stores.
    case relaunch

    var description: String {
        switch self {
        case .addTodo(let text): "add task \(quoted(text))"
        case .swipeTodo(let row, let action): "swipe task row \(row), tap \"\(action)\""
        case .chooseAlert(let title): "tap \"\(title)\" in the alert"
        case .openNewContact: "open New Contact"
        case .submitNewContact(let first, let last): "enter \(quoted(first)) \(quoted(last)), tap \"Done\""
        case .cancelNewContact: "tap \"Cancel\" in New Contact"
        case .tapImport: "tap \"Import\""
        case .directoryAnswers(let answer): "the directory answers \(answer)"
        case .failNextSave(let store): "the next save of \(store.rawValue) fails"
        case .relaunch: "relaunch"
        }
    }

    /// Long names are abbreviated so that a printed sequence stays readable.
    private func quoted(_ text: String) -> String {
        let shown = text.count > 24 ? "\(text.prefix(12))…(\(text.count) characters)" : text
        return "\"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\""
    }
}
