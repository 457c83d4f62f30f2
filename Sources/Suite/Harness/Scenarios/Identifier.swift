/// The accessibility identifiers BEHAVIOUR.md gives the elements scenarios use.
public enum Identifier {
    public enum Todo {
        public static let nameField = "todo.nameField"
        public static let addButton = "todo.addButton"
        public static let list = "todo.list"
        public static let empty = "todo.empty"
        public static let counter = "todo.counter"
        public static let rowIndex = "todo.row.index"
        public static let rowName = "todo.row.name"
        public static let rowDate = "todo.row.date"
        public static let rowPriority = "todo.row.priority"
    }

    public enum Contacts {
        public static let addButton = "contacts.addButton"
        public static let importButton = "contacts.importButton"
        public static let list = "contacts.list"
        public static let empty = "contacts.empty"
        public static let loading = "contacts.loading"
        public static let rowName = "contacts.row.name"
        public static let rowImage = "contacts.row.image"
    }

    public enum NewContact {
        public static let firstName = "contact.firstName"
        public static let lastName = "contact.lastName"
        public static let cancel = "contact.cancel"
        public static let done = "contact.done"
    }
}
