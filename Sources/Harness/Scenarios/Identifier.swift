/// The accessibility identifiers SPEC gives the elements scenarios use.
enum Identifier {
    enum Todo {
        static let nameField = "todo.nameField"
        static let addButton = "todo.addButton"
        static let list = "todo.list"
        static let empty = "todo.empty"
        static let counter = "todo.counter"
        static let rowIndex = "todo.row.index"
        static let rowName = "todo.row.name"
        static let rowDate = "todo.row.date"
        static let rowPriority = "todo.row.priority"
    }

    enum Contacts {
        static let addButton = "contacts.addButton"
        static let importButton = "contacts.importButton"
        static let list = "contacts.list"
        static let empty = "contacts.empty"
        static let loading = "contacts.loading"
        static let rowName = "contacts.row.name"
        static let rowImage = "contacts.row.image"
    }

    enum NewContact {
        static let firstName = "contact.firstName"
        static let lastName = "contact.lastName"
        static let cancel = "contact.cancel"
        static let done = "contact.done"
    }
}
