import TestAids

/// What a user sees at one moment, in the terms random sequences compare: the visible screen, the
/// parts of it BEHAVIOUR.md describes, and the alert on top. The app's state is read into it through
/// the driver; the reference model computes the state it should be.
struct VisibleState: Equatable, CustomStringConvertible {
    struct TodoRow: Equatable {
        var index: String
        var name: String
        var date: String
        /// Text colour and strike-through of the name, then of the date.
        var nameStyle: String
        var dateStyle: String
        var marker: String
    }

    struct TodoScreen: Equatable {
        var field: String
        var addEnabled: Bool
        var counter: String
        var emptyShown: Bool
        var rows: [TodoRow]
    }

    struct ContactsScreen: Equatable {
        /// Each row as "full name [image]".
        var rows: [String]
        var emptyShown: Bool
        var loadingShown: Bool
        var importEnabled: Bool
    }

    struct NewContactScreen: Equatable {
        var firstName: String
        var lastName: String
    }

    var title: String
    var todo: TodoScreen?
    var contacts: ContactsScreen?
    var newContact: NewContactScreen?
    var alert: AlertSnapshot?

    var description: String {
        var lines = ["screen \"\(title)\""]
        if let todo {
            lines.append(
                "  field \"\(todo.field)\", Add \(todo.addEnabled ? "enabled" : "disabled"), counter \"\(todo.counter)\""
                    + (todo.emptyShown ? ", \"Nothing to do\" shown" : ""))
            lines += todo.rows.map {
                "  \($0.index). \($0.name) | \($0.date) | \($0.nameStyle) / \($0.dateStyle) | marker \($0.marker)"
            }
        }
        if let contacts {
            lines.append(
                "  Import \(contacts.importEnabled ? "enabled" : "disabled")"
                    + (contacts.loadingShown ? ", spinner shown" : "")
                    + (contacts.emptyShown ? ", \"No contacts\" shown" : ""))
            lines += contacts.rows.map { "  - \($0)" }
        }
        if let newContact {
            lines.append("  first \"\(newContact.firstName)\", last \"\(newContact.lastName)\"")
        }
        if let alert { lines.append("  \(alert)") }
        return lines.joined(separator: "\n")
    }
}
